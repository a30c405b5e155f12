import PanelKit

/// The colorPicker kind's page renderer: `Web/kinds/colorPicker.js`.
extension ColorPickerElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.colorPicker_js }
}
