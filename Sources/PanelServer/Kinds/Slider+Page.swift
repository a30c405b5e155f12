import PanelKit

/// The slider kind's page renderer: `Web/kinds/slider.js`.
extension SliderElement: KindPage {
    static var pageModule: [UInt8] { PackageResources.slider_js }
}
