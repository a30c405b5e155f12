import Foundation
import PanelKit
import Testing

@testable import PanelServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct WebAssetTests {
    /// The page's files beside the sources: every one is embedded, byte for byte.
    static let folder: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Sources/PanelServer/Web"
    }()

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// The names of the files in `folder` (relative to the page's folder), those of its
    /// subfolders' files as `sub/name`.
    static func files(in folder: String = "") throws -> [String] {
        var names: [String] = []
        let directory = try #require(opendir(Self.folder + folder))
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder.isEmpty ? name : String(folder.dropFirst()) + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                names += try files(in: folder + "/" + name)
            } else {
                names.append(path)
            }
        }
        closedir(directory)
        return names
    }

    /// What the server makes rather than embeds: the page's list of kind modules.
    static let made = ["kinds/index.js"]

    @Test func theEmbeddedFilesAreThePagesFiles() throws {
        let names = try Self.files()
        let embedded = WebAsset.all.filter { !Self.made.contains($0.name) }
        #expect(
            names.sorted() == embedded.map(\.name).sorted(),
            "list the file in Package.swift and WebAsset.all (a kind's module: its KindPage)")
        for name in Self.made {
            #expect(!names.contains(name), "\(name) is made from the registration: delete the file")
        }
        for asset in embedded {
            let same = Self.read(Self.folder + "/" + asset.name) == asset.bytes
            #expect(same, "\(asset.name) differs from its embedded copy")
        }
    }

    /// The page's kind list names each registered kind's module once, and `KINDS` holds them by
    /// kind name: what `render.js` imports.
    @Test func theKindListImportsEveryKindsModule() throws {
        let index = String(decoding: try #require(WebAsset.named("kinds/index.js")).bytes, as: UTF8.self)
        let lines = index.split(separator: "\n")
        let kinds = Element.kindTypes.map { $0.kind }
        #expect(
            lines.filter { $0.hasPrefix("import ") } == kinds.map { "import \($0)Kind from \"./\($0).js\";" })
        #expect(lines.filter { $0.hasPrefix("  ") } == kinds.map { "  \($0): \($0)Kind," })
        #expect(index.contains("\nexport const KINDS = Object.freeze({\n  panel: panelKind,\n"))
        #expect(index.hasSuffix(",\n});\n"))
    }

    /// Writes the page as the server serves it (every asset, the made ones too) to
    /// `.build/web-page`, where the static-page check serves it from a plain file server.
    @Test func writesThePageAsServed() throws {
        let folder = String(Self.folder.dropLast("/Sources/PanelServer/Web".count)) + "/.build/web-page"
        for asset in WebAsset.all {
            let url = URL(fileURLWithPath: folder + "/" + asset.name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(asset.bytes).write(to: url)
        }
        #expect(Self.read(folder + "/kinds/index.js") == WebAsset.named("kinds/index.js")?.bytes)
    }

    @Test func thePageHasNoInlineScriptOrStyle() throws {
        let page = String(decoding: try #require(WebAsset.named("index.html")).bytes, as: UTF8.self)
        #expect(!page.contains("<script>"))
        #expect(!page.contains("<style"))
        #expect(!page.contains(" on"))  // no inline event handlers
        for asset in WebAsset.all {
            #expect(asset.contentType.hasSuffix("charset=utf-8"))
        }
    }
}
