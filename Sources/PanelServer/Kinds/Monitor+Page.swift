import PanelKit

/// The monitor kind's page renderer: `Web/kinds/monitor.js` (its graph drawn by `Web/graph.js`).
extension MonitorElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.monitor_js }
}
