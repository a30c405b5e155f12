/// Fixed or bounded sizes for a node, in cells; `nil` leaves a dimension to the layout.
///
/// Primitive form: an object with any of `width`, `height`, `minWidth`, `maxWidth`,
/// `minHeight`, `maxHeight`.
///
/// ```swift
/// let fixed = FrameModifier(width: 20, height: 3)
/// let bounded = FrameModifier(minWidth: 10, maxWidth: 40)
/// ```
public struct FrameModifier: Hashable, Sendable, PrimitiveCodable {
    /// An exact width.
    ///
    /// ```swift
    /// FrameModifier(width: 20).width   // 20
    /// ```
    public var width: Int?
    /// An exact height.
    ///
    /// ```swift
    /// FrameModifier(height: 5).height   // 5
    /// ```
    public var height: Int?
    /// The smallest width.
    ///
    /// ```swift
    /// FrameModifier(minWidth: 10).minWidth   // 10
    /// ```
    public var minWidth: Int?
    /// The largest width.
    ///
    /// ```swift
    /// FrameModifier(maxWidth: 40).maxWidth   // 40
    /// ```
    public var maxWidth: Int?
    /// The smallest height.
    ///
    /// ```swift
    /// FrameModifier(minHeight: 3).minHeight   // 3
    /// ```
    public var minHeight: Int?
    /// The largest height.
    ///
    /// ```swift
    /// FrameModifier(maxHeight: 12).maxHeight   // 12
    /// ```
    public var maxHeight: Int?

    /// Creates a frame modifier.
    ///
    /// ```swift
    /// FrameModifier(width: 20)
    /// ```
    package init(
        width: Int? = nil, height: Int? = nil, minWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, maxHeight: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    private static let keys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"]

    private var all: [Int?] { [width, height, minWidth, maxWidth, minHeight, maxHeight] }

    init(reading reader: inout PropertyReader) {
        let values = FrameModifier.keys.map { reader.optionalInteger($0) }
        self.init(
            width: values[0], height: values[1], minWidth: values[2], maxWidth: values[3],
            minHeight: values[4],
            maxHeight: values[5])
    }

    /// Reads the primitive form.
    ///
    /// ```swift
    /// try FrameModifier(panelValue: ["width": 20])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        self = try PropertyReader.reading(panelValue, as: "frame") { FrameModifier(reading: &$0) }
    }

    /// The primitive form, with only the sizes that are set.
    ///
    /// ```swift
    /// FrameModifier(width: 20).panelValue   // ["width": 20]
    /// ```
    public var panelValue: PanelValue {
        var object: [String: PanelValue] = [:]
        for (key, value) in zip(FrameModifier.keys, all) {
            if let value { object[key] = .number(Double(value)) }
        }
        return .object(object)
    }
}
