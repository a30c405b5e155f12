// swift-tools-version: 6.0
import PackageDescription

// A nested package so that the root package stays dependency-free and fast to build.
let package = Package(
    name: "PanelKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "PanelKit", path: "..")],
    targets: [
        .executableTarget(
            name: "panelkit-bench",
            dependencies: [
                .product(name: "PanelKit", package: "PanelKit"),
                .product(name: "ConstraintSolver", package: "PanelKit"),
                .product(name: "PanelTerminal", package: "PanelKit"),
                .product(name: "PanelServer", package: "PanelKit"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
