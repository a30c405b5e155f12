import PanelKit

/// The panel kind's page renderer: `Web/kinds/panel.js`.
extension PanelElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.panel_js }
}
