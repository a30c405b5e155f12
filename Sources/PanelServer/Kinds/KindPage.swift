import PanelKit

/// The page part of a kind: its renderer in the reference web page, `Web/kinds/<kind>.js` (a
/// module whose default export builds the DOM of one node of the kind), embedded in the
/// library.
///
/// Each element type adopts it in `Kinds/<Kind>+Page.swift`; the server serves the module of
/// every registered kind that has one as `kinds/<kind>.js`, beside `kinds/index.js`, their
/// list. A kind without it shows on the page as an unknown one (and fails the kind-parts test).
///
/// ```swift
/// extension SliderElement: KindPage {
///     static var pageModule: [UInt8] { PackageResources.slider_js }
/// }
/// ```
protocol KindPage: ElementKind {
    /// The bytes of the kind's page module.
    static var pageModule: [UInt8] { get }
}
