import Foundation
import PanelKit
import Testing

@testable import PanelLayout
@testable import PanelServer
@testable import PanelTerminal
@testable import PanelText

/// Every kind the package registers (``Element``'s `kindTypes`, the one registration) has every
/// part: its painting (PanelText), sizing (PanelLayout), keys and mouse (PanelTerminal), page
/// renderer (`Web/kinds/<kind>.js` and its `KindPage`; the page's list of kinds is made from the
/// registration) and schema fragment (`PanelJSON/Resources/kinds/<kind>.schema.json`, which the
/// shipped schema puts at `#/$defs/kinds/<kind>` and reaches from `#/$defs/node`). A kind that
/// lacks one fails here, named with the file it needs.
@Suite struct KindPartsTests {
    static let kinds = Element.kindTypes

    /// The package's folder.
    static let root: String = {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return root
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
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
        // The page's list of kind modules is made from the registration, so it lists each kind.
        let index = String(decoding: try #require(WebAsset.named("kinds/index.js")).bytes, as: UTF8.self)
        for kind in Self.kinds {
            let name = kind.kind
            let module = try? Self.text("Sources/PanelServer/Web/kinds/\(name).js")
            #expect(module?.contains("export default function") == true, "\(name): no Web/kinds/\(name).js")
            #expect(
                index.contains("import \(name)Kind from \"./\(name).js\";"),
                "\(name): not in the page's kind list")
            #expect(WebAsset.named("kinds/\(name).js") != nil, "\(name): not served (no KindPage)")
        }
        // The page lists no kind the package does not register.
        let imported = index.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imported.count == Self.kinds.count)
    }

    @Test func everyKindHasASchemaFragmentTheNodeReaches() throws {
        for kind in Self.kinds {
            let name = kind.kind
            let file = "Sources/PanelJSON/Resources/kinds/\(name).schema.json"
            #expect((try? Self.text(file)) != nil, "\(name): no schema fragment \(file)")
        }
        // The schema as shipped: each fragment under #/$defs/kinds, reached from #/$defs/node.
        let data = Data(try JSONSchema.text().utf8)
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

    /// No fragment or page module stays behind for a kind the package does not register.
    @Test func noPartOfAnUnregisteredKind() throws {
        let names = Set(Self.kinds.map { $0.kind })
        let folder = try FileManager.default.contentsOfDirectory(
            atPath: Self.root + "/Sources/PanelJSON/Resources/kinds")
        for file in folder {
            let kind = file.hasSuffix(".schema.json") ? String(file.dropLast(".schema.json".count)) : file
            #expect(names.contains(kind), "Resources/kinds/\(file): no registered kind \(kind)")
        }
    }
}
