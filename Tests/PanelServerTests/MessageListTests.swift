import PanelKit
import Testing

/// The page speaks the protocol's one vocabulary: its list of message types (`MESSAGE_TYPES`
/// in `client.js`) is the Swift one, in the same order, and every type the page's scripts send
/// is on it. A type added on either side and not the other fails here.
@Suite struct MessageListTests {
    static func text(_ name: String) throws -> String {
        let bytes = try #require(WebAssetTests.read(WebAssetTests.folder + "/" + name), "\(name)")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The quoted strings between `export const MESSAGE_TYPES = [` and the `]` that closes it.
    static func pageList() throws -> [String] {
        let client = try text("client.js")
        let start = try #require(client.firstRange(of: "export const MESSAGE_TYPES = ["))
        let rest = client[start.upperBound...]
        let end = try #require(rest.firstIndex(of: "]"))
        return rest[..<end].split(separator: "\"").enumerated().compactMap { index, piece in
            index % 2 == 1 ? String(piece) : nil
        }
    }

    @Test func thePagesListIsTheSwiftOne() throws {
        #expect(try Self.pageList() == ProtocolMessage.Kind.allCases.map(\.rawValue))
    }

    @Test func everyTypeThePageSendsIsOnTheList() throws {
        let list = Set(try Self.pageList())
        var sent: [String] = []
        for name in ["app.js", "drawer.js", "render.js", "client.js"] {
            let script = try Self.text(name)
            for piece in script.split(separator: "send(\"").dropFirst() {
                sent.append(String(piece.prefix { $0 != "\"" }))
            }
        }
        #expect(sent.count >= 10)
        for type in sent { #expect(list.contains(type), "\(type)") }
    }

    /// Every wire type reads back, through the one decoder, into the body it was written from.
    @Test func everyKindRoundTripsThroughTheOneEncoder() throws {
        let bodies: [ProtocolMessage.Body] = [
            .hello(versions: [1]), .resync(have: 3), .edit(.set("a", to: 1)),
            .edit(.edit("a", phase: .commit, value: 2, gesture: "g")), .edit(.trigger("b")),
            .edit(.savePreset(named: "P", replacing: true)), .edit(.renamePreset(id: "p1", to: "Q")),
            .edit(.loadPreset(id: "p1")), .edit(.deletePreset(id: "p1")), .edit(.clearActivePreset),
            .edit(.undo), .edit(.redo), .edit(.reset(nil)), .edit(.setFolder("f", collapsed: true)),
            .edit(.selectTab("f", tab: 1)),
            .edit(.dismissDialog("d", reason: .cancel)), .edit(.changeDrawer("dial", .open)),
            .edit(.changeDrawer("dial", .close(.escape))), .edit(.changeDrawer("dial", .detent(.tall))),
            .edit(.changeDrawer("dial", .select("Card"))), .edit(.changeDrawer("dial", .scrollBy(-2))),
            .samples(rate: 30), .hello(versions: [1], samples: 60),
            .edit(
                .moveFloatingButton("dial.fab", to: FloatingButtonPlacement(x: 0.25, y: 1, edges: [.bottom]))),
        ]
        #expect(Set(bodies.compactMap(ProtocolMessage.Kind.init(of:))) == Set(ProtocolMessage.Kind.allCases))
        for (seq, body) in bodies.enumerated() {
            let message = ProtocolMessage(seq: seq, body: body, panel: seq % 2 == 0 ? "Card" : nil)
            let line = try #require(message.line)
            #expect(try ProtocolMessage(parsing: Array(line.utf8)) == message, "\(line)")
        }
        #expect(ProtocolMessage(seq: 1, body: .edit(.presentDialog("d"))).line == nil)
    }
}
