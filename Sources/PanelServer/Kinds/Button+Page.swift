import PanelKit

/// The button kind's page renderer: `Web/kinds/button.js`.
extension ButtonElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.button_js }
}
