import PanelKit

/// The screen kind's page renderer: `Web/kinds/screen.js`.
extension ScreenElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.screen_js }
}
