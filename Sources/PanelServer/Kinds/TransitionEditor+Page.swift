import PanelKit

/// The transitionEditor kind's page renderer: `Web/kinds/transitionEditor.js`.
extension TransitionEditorElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.transitionEditor_js }
}
