import PanelKit

/// The number field kind's page renderer: `Web/kinds/numberField.js`.
extension NumberFieldElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.numberField_js }
}
