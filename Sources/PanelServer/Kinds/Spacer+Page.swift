import PanelKit

/// The spacer kind's page renderer: `Web/kinds/spacer.js`.
extension SpacerElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.spacer_js }
}
