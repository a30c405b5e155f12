import PanelKit

/// The textField kind's page renderer: `Web/kinds/textField.js`.
extension TextFieldElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.textField_js }
}
