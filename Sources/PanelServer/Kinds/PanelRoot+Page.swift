import PanelKit

/// The panelRoot kind's page renderer: `Web/kinds/panelRoot.js`.
extension PanelRootElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.panelRoot_js }
}
