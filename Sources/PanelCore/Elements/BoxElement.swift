/// A bordered container with an optional title in its top border.
///
/// Properties: `title` (string, optional), `border` (`single`, `rounded`, `heavy`,
/// `double`; default `single`).
///
/// ```swift
/// let box = BoxElement(title: "Profile", border: .rounded)
/// ```
public struct BoxElement: Hashable, Sendable {
    /// The title drawn in the top border.
    public var title: String?
    /// The border's line style.
    public var border: BorderStyle

    /// Creates the element.
    ///
    /// ```swift
    /// BoxElement(title: "Details")
    /// ```
    public init(title: String? = nil, border: BorderStyle = .single) {
        self.title = title
        self.border = border
    }

    init(reading reader: inout PropertyReader, name: String) {
        title = reader.optionalString("title")
        border = reader.option("border", as: BorderStyle.self) ?? .single
    }

    var properties: [String: PanelValue] {
        var out: [String: PanelValue] = [:]
        if let title { out["title"] = .string(title) }
        if border != .single { out["border"] = .string(border.name) }
        return out
    }
}
