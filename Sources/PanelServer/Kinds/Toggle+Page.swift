import PanelKit

/// The toggle kind's page renderer: `Web/kinds/toggle.js`.
extension ToggleElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.toggle_js }
}
