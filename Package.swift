// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "PanelKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // Four libraries: `PanelKit` re-exports the layers (PanelCore, PanelLayout, PanelText,
        // PanelJSON), which stay targets of their own and share `package` API among themselves.
        .library(name: "PanelKit", targets: ["PanelKit"]),
        .library(name: "PanelTerminal", targets: ["PanelTerminal"]),
        .library(name: "PanelServer", targets: ["PanelServer"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .executable(name: "panelkit", targets: ["panelkit"]),
        .executable(name: "card-example", targets: ["CardExample"]),
        .executable(name: "controls-example", targets: ["ControlsExample"]),
        .executable(name: "profile-example", targets: ["ProfileExample"]),
        .executable(name: "dddialog-example", targets: ["DDDialogExample"]),
        .executable(name: "overlay-button-example", targets: ["OverlayButtonExample"]),
        .executable(name: "dialroot-example", targets: ["DialRootExample"]),
        .executable(name: "particles-example", targets: ["ParticlesExample"]),
        .executable(name: "dashboard-example", targets: ["DashboardExample"]),
    ],
    targets: [
        .target(name: "PanelCore", swiftSettings: strict),
        .target(name: "ConstraintSolver", swiftSettings: strict),
        .target(name: "PanelLayout", dependencies: ["PanelCore", "ConstraintSolver"], swiftSettings: strict),
        .target(name: "PanelText", dependencies: ["PanelCore", "PanelLayout"], swiftSettings: strict),
        .target(
            name: "PanelJSON", dependencies: ["PanelCore"],
            // The JSON Schema: its base and each kind's fragment (the whole `kinds` folder, so a
            // new kind's fragment needs no line here), put together by `JSONSchema.text()`.
            resources: [.copy("Resources/base.schema.json"), .copy("Resources/kinds")],
            swiftSettings: strict),
        .target(
            name: "PanelKit",
            dependencies: ["PanelCore", "ConstraintSolver", "PanelLayout", "PanelText", "PanelJSON"],
            swiftSettings: strict
        ),
        .target(name: "PanelTerminal", dependencies: ["PanelKit"], swiftSettings: strict),
        .target(
            name: "PanelServer", dependencies: ["PanelKit"],
            // The reference page, compiled into the library as byte arrays (no bundle to find).
            resources: [
                "app.js", "checks.js", "client.js", "drawer.js", "graph.js", "index.html", "render.js",
                "rules.js",
                "snapping.js",
                "style.css", "values.js",
            ]
            .map { .embedInCode("Web/\($0)") }
                // Each kind's page renderer (kinds/<kind>.js, reached through the kind's `KindPage`;
                // their list, kinds/index.js, is made by the server): the whole folder, so that a
                // new kind's file needs no line here.
                + [.embedInCode("Web/kinds")],
            swiftSettings: strict),
        .executableTarget(
            name: "panelkit", dependencies: ["PanelTerminal", "PanelServer"], swiftSettings: strict),
        .executableTarget(
            name: "CardExample", dependencies: ["PanelKit"], path: "Examples/Card", swiftSettings: strict),
        .executableTarget(
            name: "ControlsExample", dependencies: ["PanelKit", "PanelServer", "PanelTerminal"],
            path: "Examples/Controls", swiftSettings: strict),
        .executableTarget(
            name: "DDDialogExample", dependencies: ["PanelKit"], path: "Examples/DDDialog",
            swiftSettings: strict),
        .executableTarget(
            name: "OverlayButtonExample", dependencies: ["PanelKit"], path: "Examples/OverlayButton",
            swiftSettings: strict),
        .executableTarget(
            name: "DialRootExample", dependencies: ["PanelTerminal", "PanelServer"],
            path: "Examples/DialRoot",
            swiftSettings: strict),
        .executableTarget(
            name: "ParticlesExample", dependencies: ["PanelKit", "PanelServer"], path: "Examples/Particles",
            swiftSettings: strict),
        .executableTarget(
            name: "DashboardExample", dependencies: ["PanelKit", "PanelServer", "PanelTerminal"],
            path: "Examples/Dashboard",
            swiftSettings: strict),
        .executableTarget(
            name: "ProfileExample", dependencies: ["PanelTerminal"], path: "Examples/Profile",
            swiftSettings: strict),
        // What the test targets share, in no product: a seeded random generator, the package
        // root, the Python oracle runner, temporary folders and the folder of emitted documents
        // (Foundation only, so the solver's tests can use it), and the sample documents and
        // models (the card, DDDialog's dialog: they know PanelKit).
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .target(
            name: "TestDocuments", dependencies: ["PanelKit"], path: "Tests/TestDocuments",
            swiftSettings: strict),
        .testTarget(
            name: "PanelCoreTests", dependencies: ["PanelCore", "TestSupport", "TestDocuments"],
            swiftSettings: strict),
        .testTarget(
            name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "PanelLayoutTests",
            dependencies: ["PanelLayout", "PanelCore", "ConstraintSolver", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "PanelTextTests", dependencies: ["PanelText", "PanelKit", "TestSupport", "TestDocuments"],
            exclude: ["Snapshots", "Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "PanelJSONTests", dependencies: ["PanelJSON", "PanelKit", "TestSupport", "TestDocuments"],
            exclude: ["Broken"], swiftSettings: strict),
        .testTarget(
            name: "PanelKitTests", dependencies: ["PanelKit", "SaveLoop", "TestSupport", "TestDocuments"],
            swiftSettings: strict),
        // Saves a panel in a loop; the persistence tests kill it mid-save.
        .executableTarget(
            name: "SaveLoop", dependencies: ["PanelKit"], path: "Tests/Helpers/SaveLoop",
            swiftSettings: strict),
        .testTarget(
            name: "PanelTerminalTests", dependencies: ["PanelTerminal", "TestSupport", "TestDocuments"],
            swiftSettings: strict),
        // Beside the server's own tests, the kind-parts test: it sees every target's kind parts.
        .testTarget(
            name: "PanelServerTests", dependencies: ["PanelServer", "PanelTerminal"], swiftSettings: strict),
        // Opens the live session on a store of panels; the live terminal checks drive it in tmux.
        .executableTarget(
            name: "LiveStore", dependencies: ["PanelTerminal"], path: "Tests/Helpers/LiveStore",
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
