import PanelKit

/// The point kind's page renderer: `Web/kinds/point.js`.
extension PointElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.point_js }
}
