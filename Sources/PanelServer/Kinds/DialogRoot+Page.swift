import PanelKit

/// The dialogRoot kind's page renderer: `Web/kinds/dialogRoot.js`.
extension DialogRootElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.dialogRoot_js }
}
