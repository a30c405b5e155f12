import PanelKit

/// The folder kind's page renderer: `Web/kinds/folder.js`.
extension FolderElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.folder_js }
}
