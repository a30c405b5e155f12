import PanelKit

/// The picker kind's page renderer: `Web/kinds/picker.js`.
extension PickerElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.picker_js }
}
