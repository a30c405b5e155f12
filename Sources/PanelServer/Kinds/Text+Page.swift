import PanelKit

/// The text kind's page renderer: `Web/kinds/text.js`.
extension TextElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.text_js }
}
