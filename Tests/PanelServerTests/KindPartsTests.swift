import Foundation
import Testing

@testable import PanelLayout
@testable import PanelServer
@testable import PanelTerminal
@testable import PanelText

/// Every kind the package registers (``Element``'s `kindTypes`, the one registration) has every
/// part: its painting (PanelText), sizing (PanelLayout), keys and mouse (PanelTerminal), page
/// renderer (`Web/kinds/<kind>.js`, its `KindPage` and its line in `Web/kinds/index.js`) and
/// schema fragment (`#/$defs/kinds/<kind>`, reached from `#/$defs/node`). A kind that lacks one
/// fails here, named with the file it needs.
@Suite struct KindPartsTests {
    static let kinds = Element.kindTypes

    static func text(_ path: String) throws -> String {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    @Test func theRegistrationListsEveryKindOnce() {
        let names = Self.kinds.map { $0.kind }
        #expect(names.count == Set(names).count)
        #expect(names == Element.knownKinds)
    }

    @Test func everyKindHasEverySwiftPart() {
        for kind in Self.kinds {
            let name = kind.kind
            #expect(
                kind is any KindPainting.Type, "\(name): no painting part (PanelText/Kinds/…+Painting.swift)")
            #expect(kind is any KindSizing.Type, "\(name): no sizing part (PanelLayout/Kinds/…+Sizing.swift)")
            #expect(kind is any KindKeys.Type, "\(name): no keys part (PanelTerminal/Kinds/…+Keys.swift)")
            #expect(kind is any KindPage.Type, "\(name): no page part (PanelServer/Kinds/…+Page.swift)")
        }
    }

    @Test func everyKindHasAPageRendererThePageLists() throws {
        let index = try Self.text("Sources/PanelServer/Web/kinds/index.js")
        for kind in Self.kinds {
            let name = kind.kind
            let module = try? Self.text("Sources/PanelServer/Web/kinds/\(name).js")
            #expect(module?.contains("export default function") == true, "\(name): no Web/kinds/\(name).js")
            #expect(
                index.contains("import \(name) from \"./\(name).js\";"),
                "\(name): not imported in kinds/index.js")
            #expect(WebAsset.named("kinds/\(name).js") != nil, "\(name): not served")
        }
        // The page lists no kind the package does not register.
        let imported = index.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imported.count == Self.kinds.count)
    }

    @Test func everyKindHasASchemaFragmentTheNodeReaches() throws {
        let data = Data(try Self.text("Sources/PanelJSON/Resources/panelkit.schema.json").utf8)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let fragments = try #require(definitions["kinds"] as? [String: Any])
        let node = try #require(definitions["node"] as? [String: Any])
        let branches = try #require(node["allOf"] as? [[String: Any]])
        let reached = Set(branches.compactMap { ($0["then"] as? [String: Any])?["$ref"] as? String })
        for kind in Self.kinds {
            let name = kind.kind
            #expect(fragments[name] != nil, "\(name): no fragment at #/$defs/kinds/\(name)")
            #expect(
                reached.contains("#/$defs/kinds/\(name)"), "\(name): #/$defs/node does not reach its fragment"
            )
        }
        #expect(Set(fragments.keys) == Set(Self.kinds.map { $0.kind }))
    }
}
