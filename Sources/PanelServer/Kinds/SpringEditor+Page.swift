import PanelKit

/// The springEditor kind's page renderer: `Web/kinds/springEditor.js`.
extension SpringEditorElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.springEditor_js }
}
