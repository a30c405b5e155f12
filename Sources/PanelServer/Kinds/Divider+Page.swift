import PanelKit

/// The divider kind's page renderer: `Web/kinds/divider.js`.
extension DividerElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.divider_js }
}
