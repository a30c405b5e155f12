import PanelKit

/// The dialog kind's page renderer: `Web/kinds/dialog.js`.
extension DialogElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.dialog_js }
}
