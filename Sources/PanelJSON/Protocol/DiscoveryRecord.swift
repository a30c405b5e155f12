/// What a running server's discovery file says, and its JSON form: the process, the program's
/// name, its panels and the URL with the token. The server writes it and `panelkit list` reads
/// it back; both go through this type, so the server parses no JSON itself.
///
/// ```swift
/// let record = DiscoveryRecord(pid: 42, name: "particles", panels: ["Card"], url: "http://127.0.0.1:8000/")
/// DiscoveryRecord(json: record.json) == record   // true
/// ```
package struct DiscoveryRecord: Equatable, Sendable {
    /// The serving process.
    package var pid: Int32
    /// The program's name (empty when the file names none).
    package var name: String
    /// The panels served.
    package var panels: [String]
    /// The URL with the token.
    package var url: String

    /// A record of its parts.
    ///
    /// ```swift
    /// DiscoveryRecord(pid: 42, name: "particles", panels: [], url: "http://127.0.0.1:8000/")
    /// ```
    package init(pid: Int32, name: String, panels: [String], url: String) {
        self.pid = pid
        self.name = name
        self.panels = panels
        self.url = url
    }

    /// Reads a discovery file's bytes; `nil` when they are not a JSON object with a whole
    /// number `pid` that a process id can be and a string `url` (a `name` or `panels` of another
    /// type is read as absent).
    ///
    /// ```swift
    /// DiscoveryRecord(json: Array(#"{"pid":42,"url":"http://127.0.0.1:8000/"}"#.utf8))?.pid   // 42
    /// ```
    package init?(json bytes: [UInt8]) {
        var parser = JSONParser(bytes)
        guard case .object(let members)? = try? parser.parse(), case .number(let number)? = members["pid"],
            let pid = Int32(exactly: number), case .string(let url)? = members["url"]
        else { return nil }
        var name = ""
        if case .string(let text)? = members["name"] { name = text }
        var panels: [String] = []
        if case .array(let list)? = members["panels"] {
            panels = list.compactMap { if case .string(let key) = $0 { key } else { nil } }
        }
        self.init(pid: pid, name: name, panels: panels, url: url)
    }

    /// The record as one JSON object (without a newline).
    ///
    /// ```swift
    /// String(decoding: record.json, as: UTF8.self)   // {"name":…,"panels":[…],"pid":42,"url":…}
    /// ```
    package var json: [UInt8] {
        var writer = JSONWriter()
        writer.write(
            .object([
                "pid": .number(Double(pid)), "name": .string(name),
                "panels": .array(panels.map { .string($0) }),
                "url": .string(url),
            ]))
        return writer.bytes
    }
}
