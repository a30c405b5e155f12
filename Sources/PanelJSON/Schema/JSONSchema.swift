import Foundation

/// The JSON Schema (draft 2020-12) of PanelKit JSON: the envelope, every node kind, the
/// value forms of composite types and every message of the event protocol.
///
/// The schema ships as a resource of the `PanelJSON` target (`panelkit.schema.json`). Its
/// root accepts a document (an object with `format`) or a message (an object with `type`);
/// `#/$defs/envelope`, `#/$defs/node`, `#/$defs/inMessage`, `#/$defs/outMessage` and the
/// `#/$defs/kinds/…` and `#/$defs/messages/…` entries name the parts.
///
/// The schema checks shapes and types; what it cannot say (a range's minimum above its
/// maximum, duplicate ids, a value outside its control's range) is checked by
/// ``TreeDecoder``.
///
/// ```swift
/// print(try JSONSchema.text())   // what `panelkit schema` prints
/// ```
public enum JSONSchema {
    /// The resource's file name.
    ///
    /// ```swift
    /// JSONSchema.url?.lastPathComponent == JSONSchema.fileName   // true
    /// ```
    package static let fileName = "panelkit.schema.json"

    /// The location of the schema resource.
    ///
    /// ```swift
    /// let url = JSONSchema.url
    /// ```
    package static var url: URL? {
        Bundle.module.url(forResource: "panelkit.schema", withExtension: "json")
    }

    /// The schema as JSON text (pretty, ending with a newline).
    ///
    /// Throws when the resource bundle was not installed next to the program.
    ///
    /// ```swift
    /// let schema = try JSONSchema.text()
    /// ```
    public static func text() throws -> String {
        guard let url else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: fileName])
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
