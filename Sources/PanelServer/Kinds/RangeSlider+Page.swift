import PanelKit

/// The range slider kind's page renderer: `Web/kinds/rangeSlider.js`.
extension RangeSliderElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.rangeSlider_js }
}
