import PanelKit

/// The floatingButton kind's page renderer: `Web/kinds/floatingButton.js`.
extension FloatingButtonElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.floatingButton_js }
}
