/// One file of the reference web page, compiled into the library (see `Scripts/embed-web`):
/// the server serves these and nothing else, so no request path ever reaches the file system.
struct WebAsset: Equatable, Sendable {
    /// The file's name (`app.js`).
    let name: String
    /// Its `Content-Type`.
    let contentType: String
    /// Its bytes.
    let bytes: [UInt8]

    init(name: String, contentType: String, text: String) {
        self.name = name
        self.contentType = contentType
        self.bytes = Array(text.utf8)
    }

    /// Whether this is the page itself (where a `?token=` becomes the cookie).
    var isPage: Bool { name == "index.html" }

    /// The embedded file with this name, if there is one.
    static func named(_ name: String) -> WebAsset? {
        all.first { $0.name == name }
    }
}
