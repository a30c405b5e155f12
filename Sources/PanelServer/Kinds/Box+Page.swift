import PanelKit

/// The box kind's page renderer: `Web/kinds/box.js`.
extension BoxElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.box_js }
}
