// swift-tools-version: 6.0
// A backend written outside PanelKit's targets, on its public API only: renders a panel
// document as a static, self-contained HTML page or as Markdown.
import PackageDescription

let package = Package(
    name: "HTMLBackend",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HTMLBackend", targets: ["HTMLBackend"]),
        .executable(name: "panel-html", targets: ["PanelHTML"]),
    ],
    dependencies: [.package(name: "PanelKit", path: "../..")],
    targets: [
        .target(
            name: "HTMLBackend",
            dependencies: [.product(name: "PanelKit", package: "PanelKit")]),
        .executableTarget(
            name: "PanelHTML",
            dependencies: ["HTMLBackend", .product(name: "PanelKit", package: "PanelKit")]),
        .testTarget(
            name: "HTMLBackendTests",
            dependencies: ["HTMLBackend", .product(name: "PanelKit", package: "PanelKit")],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
