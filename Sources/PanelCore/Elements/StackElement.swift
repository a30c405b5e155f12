/// A container that places its children in a column (`vertical`), a row (`horizontal`) or on
/// top of each other (`depth`).
///
/// Properties: `axis`, `spacing` (cells between children, default 0), `horizontalAlignment`
/// (`leading`, `center`, `trailing`; default `leading`), `verticalAlignment` (`top`,
/// `center`, `bottom`; default `top`).
///
/// ```swift
/// let column = StackElement(axis: .vertical, spacing: 1)
/// let row = StackElement(axis: .horizontal, verticalAlignment: .center)
/// ```
public struct StackElement: Hashable, Sendable {
    /// The direction children are placed in.
    ///
    /// ```swift
    /// StackElement(axis: .horizontal).axis   // .horizontal
    /// ```
    public var axis: Axis
    /// Cells between neighbouring children.
    ///
    /// ```swift
    /// StackElement(axis: .vertical, spacing: 1).spacing   // 1
    /// ```
    public var spacing: Int
    /// Where children sit across a column's width (and a depth stack's).
    ///
    /// ```swift
    /// StackElement(axis: .vertical, horizontalAlignment: .center).horizontalAlignment   // .center
    /// ```
    package var horizontalAlignment: HorizontalAlignment
    /// Where children sit across a row's height (and a depth stack's).
    ///
    /// ```swift
    /// StackElement(axis: .horizontal, verticalAlignment: .bottom).verticalAlignment   // .bottom
    /// ```
    package var verticalAlignment: VerticalAlignment

    /// Creates the element.
    ///
    /// ```swift
    /// StackElement(axis: .depth, horizontalAlignment: .center, verticalAlignment: .center)
    /// ```
    package init(
        axis: Axis, spacing: Int = 0, horizontalAlignment: HorizontalAlignment = .leading,
        verticalAlignment: VerticalAlignment = .top
    ) {
        self.axis = axis
        self.spacing = spacing
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
    }
}

extension StackElement: ElementKind {
    package static let kind = "stack"
    package static let propertyNames = ["axis", "horizontalAlignment", "spacing", "verticalAlignment"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        axis = reader.option("axis", as: Axis.self) ?? .vertical
        spacing = reader.optionalInteger("spacing") ?? 0
        horizontalAlignment = reader.option("horizontalAlignment", as: HorizontalAlignment.self) ?? .leading
        verticalAlignment = reader.option("verticalAlignment", as: VerticalAlignment.self) ?? .top
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("axis", string: axis.name)
        if horizontalAlignment != .leading {
            writer.write("horizontalAlignment", string: horizontalAlignment.name)
        }
        if spacing != 0 { writer.write("spacing", number: Double(spacing)) }
        if verticalAlignment != .top { writer.write("verticalAlignment", string: verticalAlignment.name) }
    }

    package var element: Element { .stack(self) }
}
