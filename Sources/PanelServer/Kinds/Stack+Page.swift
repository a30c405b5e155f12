import PanelKit

/// The stack kind's page renderer: `Web/kinds/stack.js`.
extension StackElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.stack_js }
}
