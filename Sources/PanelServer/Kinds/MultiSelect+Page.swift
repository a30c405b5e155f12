import PanelKit

/// The multi-select kind's page renderer: `Web/kinds/multiSelect.js`.
extension MultiSelectElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.multiSelect_js }
}
