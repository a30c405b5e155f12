/// A node of a kind this version does not know, kept whole: its kind and raw properties
/// pass through a decode–encode round trip unchanged, so an older reader never breaks a
/// newer tree. Backends render it as its children, or as `label: value` text.
///
/// ```swift
/// let future = UnknownElement(kind: "knob", properties: ["label": "gain"])
/// future.label   // "gain"
/// ```
public struct UnknownElement: Hashable, Sendable {
    /// The kind as written.
    ///
    /// ```swift
    /// UnknownElement(kind: "chart", properties: [:]).kind   // "chart"
    /// ```
    public var kind: String
    /// Every property as written.
    ///
    /// ```swift
    /// UnknownElement(kind: "chart", properties: ["label": "Sales"]).properties["label"]   // "Sales"
    /// ```
    package var properties: [String: PanelValue]

    /// Creates the element.
    ///
    /// ```swift
    /// UnknownElement(kind: "knob", properties: [:])
    /// ```
    package init(kind: String, properties: [String: PanelValue]) {
        self.kind = kind
        self.properties = properties
    }

    /// The `label` or `title` property, when it is a string.
    ///
    /// ```swift
    /// UnknownElement(kind: "chart", properties: ["title": "Sales"]).label   // "Sales"
    /// ```
    public var label: String? {
        properties["label"]?.string ?? properties["title"]?.string
    }
}
