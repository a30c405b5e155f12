import PanelKit

/// One file of the reference web page, compiled into the library by the package's
/// `embedInCode` resources (`Sources/PanelServer/Web`): the server serves these and nothing
/// else, so no request path ever reaches the file system.
struct WebAsset: Equatable, Sendable {
    /// The file's name (`app.js`).
    let name: String
    /// Its `Content-Type`.
    let contentType: String
    /// Its bytes.
    let bytes: [UInt8]

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        let type: String
        if name.hasSuffix(".html") {
            type = "text/html"
        } else if name.hasSuffix(".css") {
            type = "text/css"
        } else {
            type = "text/javascript"
        }
        contentType = type + "; charset=utf-8"
    }

    /// Whether this is the page itself (where a `?token=` becomes the cookie).
    var isPage: Bool { name == "index.html" }

    /// The page's files, by name (each listed in the package manifest's resources), then the
    /// kinds' page renderers (`kinds/<kind>.js`, each kind's ``KindPage``) and their list
    /// (`kinds/index.js`, made from the registration: no file holds it).
    static let all: [WebAsset] = {
        let pages = Element.kindTypes.compactMap { $0 as? any KindPage.Type }
        return pageFiles + [WebAsset(name: "kinds/index.js", bytes: kindIndex(pages.map { $0.kind }))]
            + pages.map { WebAsset(name: "kinds/\($0.kind).js", bytes: $0.pageModule) }
    }()

    /// The page's list of kind modules, `kinds/index.js`, for `kinds` (the names of the kinds,
    /// in the order they are registered, each with a module `kinds/<kind>.js`): one `import` a
    /// kind, and `KINDS`, the renderers by kind name, which `render.js` reads.
    static func kindIndex(_ kinds: [String]) -> [UInt8] {
        var text = """
            // The page renderer of every kind the package registers, by the kind's name in JSON: one
            // module a kind (kinds/<kind>.js). Made by the server from the registration of the kinds.

            """
        for kind in kinds {
            text += "import \(kind)Kind from \"./\(kind).js\";\n"
        }
        text += "\nexport const KINDS = Object.freeze({\n"
        for kind in kinds {
            text += "  \(kind): \(kind)Kind,\n"
        }
        text += "});\n"
        return Array(text.utf8)
    }

    /// The page's own files.
    private static let pageFiles: [WebAsset] = [
        WebAsset(name: "app.js", bytes: PackageResources.app_js),
        WebAsset(name: "checks.js", bytes: PackageResources.checks_js),
        WebAsset(name: "client.js", bytes: PackageResources.client_js),
        WebAsset(name: "drawer.js", bytes: PackageResources.drawer_js),
        WebAsset(name: "graph.js", bytes: PackageResources.graph_js),
        WebAsset(name: "index.html", bytes: PackageResources.index_html),
        WebAsset(name: "render.js", bytes: PackageResources.render_js),
        WebAsset(name: "rules.js", bytes: PackageResources.rules_js),
        WebAsset(name: "snapping.js", bytes: PackageResources.snapping_js),
        WebAsset(name: "style.css", bytes: PackageResources.style_css),
        WebAsset(name: "values.js", bytes: PackageResources.values_js),
    ]

    /// The embedded file with this name, if there is one.
    static func named(_ name: String) -> WebAsset? {
        all.first { $0.name == name }
    }
}
