import Foundation

/// Type-checking time of panel bodies: ours against the simplest possible result builder.
///
/// Generates panels of 100, 400 and 1,000 controls (folders of 20, with `if`/`else` and
/// `for` mixed in), type-checks each with `swiftc -typecheck` against the PanelKit modules
/// this executable was built with, and the very same source against a scratch module whose
/// builder has one `buildExpression` overload returning `[Node]` and a variadic `buildBlock`
/// (plus the control-flow methods the source needs). Times are the compiler's CPU seconds;
/// runs alternate and the best of five is kept, so both sides see the same machine.
enum CompileSuite {
    static func run() throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("panelkit-compile-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let ourModules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules").path
        let baseline = scratch.appendingPathComponent("Baseline.swift")
        try baselineModule.write(to: baseline, atomically: true, encoding: .utf8)
        try swiftc([
            "-emit-module", "-parse-as-library", "-module-name", "Baseline", "-swift-version", "6",
            baseline.path,
            "-emit-module-path", scratch.appendingPathComponent("Baseline.swiftmodule").path,
        ])
        for count in [100, 400, 1000] {
            let ours = scratch.appendingPathComponent("Ours\(count).swift")
            let theirs = scratch.appendingPathComponent("Simplest\(count).swift")
            try panelSource(controls: count, module: "PanelKit").write(
                to: ours, atomically: true, encoding: .utf8)
            try panelSource(controls: count, module: "Baseline").write(
                to: theirs, atomically: true, encoding: .utf8)
            var best = (ours: Double.infinity, simplest: Double.infinity)
            for _ in 0..<5 {
                best.ours = min(best.ours, try timeTypecheck(ours.path, modules: ourModules))
                best.simplest = min(best.simplest, try timeTypecheck(theirs.path, modules: scratch.path))
            }
            Bench.report(
                suite: "compile", case: "typecheck-\(count)-controls", seconds: best.ours,
                peer: "simplest-builder",
                peerSeconds: best.simplest)
        }
    }

    /// CPU seconds (user + system) the compiler spent: steadier than wall time on a shared
    /// machine, where other processes steal the cores.
    private static func timeTypecheck(_ file: String, modules: String) throws -> Double {
        let before = childrenCPUSeconds()
        try swiftc(["-typecheck", "-swift-version", "6", "-I", modules, file])
        return childrenCPUSeconds() - before
    }

    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private static func swiftc(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CompileFailure(message: String(decoding: output, as: UTF8.self))
        }
    }

    struct CompileFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { "swiftc failed:\n\(message)" }
    }

    /// A panel of `controls` controls in folders of 20: 16 plain controls, an `if`/`else`
    /// with three more and a `for` loop with one.
    static func panelSource(controls: Int, module: String) -> String {
        let folders = controls / 20
        var model = ""
        var body = ""
        for f in 0..<folders {
            let p = "f\(f)_"
            model += """
                    var \(p)d0 = 24.0; var \(p)d1 = 1.0; var \(p)d2 = 0.5; var \(p)d3 = 2.0; var \(p)o = Float(1)
                    var \(p)b0 = true; var \(p)b1 = false; var \(p)s0 = "Card"; var \(p)s1 = "x"
                    var \(p)c0 = "#F97316"; var \(p)p0 = "glass"; var \(p)i0 = 3; var \(p)i1 = 7
                    var \(p)sp = Spring.default; var \(p)t = Transition.default

                """
            body += """
                    Folder("\(p)folder", collapsed: \(f % 2 == 0)) {
                        Slider("d0", \\.\(p)d0, in: 0...48, step: 1, unit: "pt")
                        Slider("d1", \\.\(p)d1, stops: [0.5, 1, 1.25, 1.5, 2])
                        Toggle("b0", \\.\(p)b0)
                        TextField("s0", \\.\(p)s0, placeholder: "Title")
                        ColorPicker("c0", \\.\(p)c0)
                        Picker("p0", \\.\(p)p0, options: ["glass", "solid"])
                        Slider("i0", \\.\(p)i0, in: 0...10)
                        SpringEditor("sp", \\.\(p)sp)
                        TransitionEditor("t", \\.\(p)t)
                        Button("shuffle")
                        Slider("o", \\.\(p)o, in: 0...1, step: 0.05)
                        TextField("s1", \\.\(p)s1)
                        Slider("i1", \\.\(p)i1, in: 1...9, step: 2)
                        Toggle("b1", \\.\(p)b1)
                        Slider("d3", \\.\(p)d3, in: 0...4)
                        Button("reset")
                        if showsAdvanced {
                            Slider("d2", \\.\(p)d2, in: 0...1, step: 0.1)
                            Button("advanced")
                        } else {
                            Button("simple")
                        }
                        for index in 0..<2 {
                            Button("loop\\(index)")
                        }
                    }

                """
        }
        return """
            import \(module)

            struct Model: Codable, Equatable, Sendable {
            \(model)}

            let showsAdvanced = CommandLine.arguments.count > 1
            let state = PanelState("Bench", initial: Model()) {
            \(body)} onAction: { path in
                print(path)
            }

            """
    }

    /// The simplest possible builder and controls with the same call syntax as PanelKit's.
    static let baselineModule = """
        import Foundation

        public struct Node<Model> {
            public init() {}
        }

        @resultBuilder
        public enum PanelBuilder<Model> {
            public static func buildExpression(_ node: Node<Model>) -> [Node<Model>] { [node] }
            public static func buildBlock(_ parts: [Node<Model>]...) -> [Node<Model>] { parts.flatMap { $0 } }
            public static func buildOptional(_ part: [Node<Model>]?) -> [Node<Model>] { part ?? [] }
            public static func buildEither(first part: [Node<Model>]) -> [Node<Model>] { part }
            public static func buildEither(second part: [Node<Model>]) -> [Node<Model>] { part }
            public static func buildArray(_ parts: [[Node<Model>]]) -> [Node<Model>] { parts.flatMap { $0 } }
        }

        public protocol SliderValue: Comparable {}
        extension Double: SliderValue {}
        extension Float: SliderValue {}
        extension Int: SliderValue {}

        public struct Spring: Codable, Equatable, Sendable { public static let `default` = Spring() }
        public struct Transition: Codable, Equatable, Sendable { public static let `default` = Transition() }

        public func Slider<Model, Value: SliderValue>(
            _ name: String, _ keyPath: WritableKeyPath<Model, Value>, in range: ClosedRange<Value>, step: Value? = nil,
            unit: String? = nil
        ) -> Node<Model> { Node() }
        public func Slider<Model, Value: SliderValue>(
            _ name: String, _ keyPath: WritableKeyPath<Model, Value>, stops: [Value], unit: String? = nil
        ) -> Node<Model> { Node() }
        public func Toggle<Model>(_ name: String, _ keyPath: WritableKeyPath<Model, Bool>) -> Node<Model> { Node() }
        public func TextField<Model>(
            _ name: String, _ keyPath: WritableKeyPath<Model, String>, placeholder: String? = nil
        ) -> Node<Model> { Node() }
        public func ColorPicker<Model>(_ name: String, _ keyPath: WritableKeyPath<Model, String>) -> Node<Model> { Node() }
        public func Picker<Model>(
            _ name: String, _ keyPath: WritableKeyPath<Model, String>, options: [String]
        ) -> Node<Model> { Node() }
        public func SpringEditor<Model>(_ name: String, _ keyPath: WritableKeyPath<Model, Spring>) -> Node<Model> { Node() }
        public func TransitionEditor<Model>(
            _ name: String, _ keyPath: WritableKeyPath<Model, Transition>
        ) -> Node<Model> { Node() }
        public func Button<Model>(_ name: String) -> Node<Model> { Node() }
        public func Folder<Model>(
            _ name: String, collapsed: Bool = false, @PanelBuilder<Model> content: () -> [Node<Model>]
        ) -> Node<Model> { Node() }

        public final class PanelState<Model> {
            public init(
                _ name: String, initial: Model, @PanelBuilder<Model> controls: () -> [Node<Model>],
                onAction: ((String) -> Void)? = nil
            ) {}
        }

        """
}
