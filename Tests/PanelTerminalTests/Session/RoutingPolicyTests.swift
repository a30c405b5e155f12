import Foundation
@_spi(Internals) import PanelJSON
import PanelKit
import TestSupport
import Testing

@testable import PanelTerminal

/// One policy for the edits that name no control (undo, redo, reset of every control, the
/// presets), followed identically by every frontend: one script of edits on a store of two
/// panels, run through a protocol session (lines as the Swift encoder writes them), the page
/// (lines as its `client.js` writes them, when `node` is there), the live terminal's model and
/// `panelkit attach`'s model (through a session), ends the same way, step by step, as written
/// out by hand from the rule in `PanelRouter`.
@Suite struct RoutingPolicyTests {
    struct Zoom: Codable, Equatable, Sendable { var zoom = 1.0 }

    /// The script, and what the rule says of each step.
    static let script: [(edit: PanelEdit, expected: String)] = [
        (.undo, "refused"),  // nothing changed yet, two panels: name one
        (.set("Map.zoom", to: 3), "ok"),
        (.set("Globe.zoom", to: 2), "ok"),
        (.undo, "ok"),  // Globe, changed last: back to 1
        (.redo, "ok"),  // Globe: 2 again
        (.savePreset(named: "Far"), "ok"),  // Globe's preset-1
        (.set("Map.zoom", to: 4), "ok"),
        (.undo, "ok"),  // Map: back to 3
        (.loadPreset(id: "Globe.preset-1"), "ok"),  // the preset's key names Globe
        (.reset(nil), "ok"),  // Map, still the panel changed last: zoom 1
        (.deletePreset(id: "Globe.preset-1"), "ok"),
        (.savePreset(named: "Near"), "ok"),  // Map's preset-1
    ]

    /// How a run ended: each step accepted or refused, and the panels' values and presets.
    struct Ending: Equatable, CustomStringConvertible {
        var steps: [String] = []
        var map = 0.0
        var globe = 0.0
        var mapPresets: [String] = []
        var globePresets: [String] = []

        var description: String { "\(steps) map \(map) \(mapPresets) globe \(globe) \(globePresets)" }
    }

    /// A store of two panels, `run` with it, and how it ended.
    static func run(_ body: (PanelStore) throws -> [String]) rethrows -> Ending {
        let store = PanelStore()
        let map = PanelState("Map", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        let globe = PanelState("Globe", initial: Zoom(), store: store) { Slider("zoom", \.zoom, in: 0...4) }
        var ending = Ending()
        ending.steps = try body(store)
        ending.map = map.values.zoom
        ending.globe = globe.values.zoom
        ending.mapPresets = map.panel.presets.map(\.name)
        ending.globePresets = globe.panel.presets.map(\.name)
        return ending
    }

    static let expected = Ending(
        steps: script.map(\.expected), map: 1, globe: 2, mapPresets: ["Near"], globePresets: [])

    /// The lines of the script as the Swift encoder writes them.
    static var lines: [String] {
        script.enumerated().compactMap {
            ProtocolMessage(seq: $0.offset + 1, body: .edit($0.element.edit)).line
        }
    }

    /// Feeds lines to a session over the store: each answer's `ack` or `reject`.
    static func session(_ store: PanelStore, _ lines: [String]) throws -> [String] {
        let session = PanelSession(store: store)
        return try lines.map { line in
            let first = try #require(session.receive(line).first)
            return first.hasPrefix(#"{"type":"ack""#) ? "ok" : "refused"
        }
    }

    @Test func aProtocolSessionFollowsThePolicy() throws {
        #expect(Self.lines.count == Self.script.count)
        #expect(try Self.run { try Self.session($0, Self.lines) } == Self.expected)
    }

    @Test func theLiveTerminalFollowsThePolicy() {
        let ending = Self.run { store in
            let model = LiveTargetModel(.store(store))
            return Self.script.map { step in Self.outcome { try model.apply(step.edit) } }
        }
        #expect(ending == Self.expected)
    }

    /// `ok`, or `refused` when `body` throws.
    static func outcome(_ body: () throws -> PanelValue?) -> String {
        do {
            _ = try body()
            return "ok"
        } catch {
            return "refused"
        }
    }

    @Test func attachFollowsThePolicy() throws {
        let ending = try Self.run { store in
            let model = try RemotePanelModel(
                connection: RemotePanelModelTests.Loopback(PanelSession(store: store)))
            defer { model.close() }
            return Self.script.map { step in Self.outcome { try model.apply(step.edit) } }
        }
        #expect(ending == Self.expected)
    }

    /// The page's toolbar sends undo, redo and the presets without naming a panel (the session
    /// decides), and its client writes the script's messages as lines a session routes the
    /// same way.
    @Test func thePageFollowsThePolicy() throws {
        let app = String(
            decoding: try Data(contentsOf: PackageRoot.url("Sources/PanelServer/Web/app.js")), as: UTF8.self)
        for type in ["undo", "redo", "preset.save", "preset.clear", "preset.load", "preset.delete"] {
            #expect(app.contains("client.send(\"\(type)\""), "\(type)")
        }
        let naming = app.split(separator: "\n").filter { $0.contains("client.send(") && $0.contains("panel") }
        #expect(naming.isEmpty, "\(naming)")
        guard
            let node = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return }
        // The script's messages, each as the type and fields the page hands its client.
        let messages = try Self.lines.map { line -> String in
            var parser = JSONParser(Array(line.utf8))
            let members = try parser.parseObject()
            var object = try #require(members)
            let removed = object.removeValue(forKey: "type")
            let type = try #require(removed)
            object.removeValue(forKey: "seq")
            return "[\(JSONRenderer.string(type)), \(JSONRenderer.string(.object(object)))]"
        }
        let program = """
            const { PanelClient } = await import(process.argv[1]);
            globalThis.WebSocket = { OPEN: 1 };
            const client = new PanelClient({ status() {}, snapshot() {}, patch() {}, answer() {} });
            client.connected = true;
            client.socket = { readyState: 1, send: (line) => console.log(line) };
            for (const [type, fields] of [\(messages.joined(separator: ", "))]) client.send(type, fields);
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [
            "--input-type=module", "-e", program, PackageRoot.url("Sources/PanelServer/Web/client.js").path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let pageLines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(pageLines.count == Self.script.count)
        #expect(try Self.run { try Self.session($0, pageLines) } == Self.expected)
    }
}

extension JSONParser {
    /// The members of a line that is a JSON object.
    fileprivate mutating func parseObject() throws -> [String: PanelValue]? {
        guard case .object(let members) = try parse() else { return nil }
        return members
    }
}

extension JSONRenderer {
    /// A value as compact JSON text.
    fileprivate static func string(_ value: PanelValue) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
