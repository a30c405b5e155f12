/// Space inside a node's frame on each side, in cells.
///
/// Primitive form: `{"top": 1, "leading": 2, "bottom": 1, "trailing": 2}` (missing sides
/// are 0).
///
/// ```swift
/// let insets = EdgeInsets(all: 1)
/// let wide = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
/// ```
public struct EdgeInsets: Hashable, Sendable, PrimitiveCodable {
    /// Cells above the content.
    ///
    /// ```swift
    /// EdgeInsets(top: 1).top   // 1
    /// ```
    public var top: Int
    /// Cells before the content (left in left-to-right text).
    ///
    /// ```swift
    /// EdgeInsets(leading: 2).leading   // 2
    /// ```
    public var leading: Int
    /// Cells below the content.
    ///
    /// ```swift
    /// EdgeInsets(bottom: 1).bottom   // 1
    /// ```
    public var bottom: Int
    /// Cells after the content.
    ///
    /// ```swift
    /// EdgeInsets(trailing: 2).trailing   // 2
    /// ```
    public var trailing: Int

    /// Creates insets from each side.
    ///
    /// ```swift
    /// EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    /// ```
    package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    ///
    /// ```swift
    /// EdgeInsets(all: 1)
    /// ```
    package init(all: Int) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Leading plus trailing.
    ///
    /// ```swift
    /// EdgeInsets(leading: 2, trailing: 1).horizontal   // 3
    /// ```
    package var horizontal: Int { leading + trailing }
    /// Top plus bottom.
    ///
    /// ```swift
    /// EdgeInsets(all: 1).vertical   // 2
    /// ```
    package var vertical: Int { top + bottom }

    init(reading reader: inout PropertyReader) {
        top = reader.optionalInteger("top") ?? 0
        leading = reader.optionalInteger("leading") ?? 0
        bottom = reader.optionalInteger("bottom") ?? 0
        trailing = reader.optionalInteger("trailing") ?? 0
    }

    /// Reads the primitive form.
    ///
    /// ```swift
    /// try EdgeInsets(panelValue: ["top": 1])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        self = try PropertyReader.reading(panelValue, as: "insets") { EdgeInsets(reading: &$0) }
    }

    /// The primitive form.
    ///
    /// ```swift
    /// EdgeInsets(all: 1).panelValue   // ["top": 1, "leading": 1, "bottom": 1, "trailing": 1]
    /// ```
    public var panelValue: PanelValue {
        [
            "top": .number(Double(top)), "leading": .number(Double(leading)),
            "bottom": .number(Double(bottom)),
            "trailing": .number(Double(trailing)),
        ]
    }
}
