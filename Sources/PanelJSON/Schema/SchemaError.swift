/// Why the JSON Schema could not be put together: the resource file at fault, and what is wrong
/// with it (see ``JSONSchema/text()``).
///
/// ```swift
/// SchemaError(file: "kinds/slider.schema.json", reason: "missing from the PanelJSON resources")
///     .description   // "kinds/slider.schema.json: missing from the PanelJSON resources"
/// ```
package struct SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The resource's path in the `PanelJSON` resources (`kinds/slider.schema.json`).
    package var file: String
    /// What is wrong with it.
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package var description: String { "\(file): \(reason)" }
}
