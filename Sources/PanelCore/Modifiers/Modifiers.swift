/// Presentation settings any node may carry: padding, frame, border, colours, and whether
/// it is disabled or hidden.
///
/// Modifiers are optional and apply in a fixed order, whatever order the author wrote them
/// in: the frame sizes the node, the border is drawn inside the frame, and padding is
/// inside the border.
///
/// ```swift
/// var modifiers = Modifiers()
/// modifiers.padding = EdgeInsets(all: 1)
/// modifiers.border = .rounded
/// modifiers.isEmpty   // false
/// ```
public struct Modifiers: Hashable, Sendable, PrimitiveCodable {
    /// Space inside the border.
    ///
    /// ```swift
    /// Modifiers(padding: EdgeInsets(all: 1)).padding?.top   // 1
    /// ```
    public var padding: EdgeInsets?
    /// Fixed or bounded sizes.
    ///
    /// ```swift
    /// Modifiers(frame: FrameModifier(width: 20)).frame?.width   // 20
    /// ```
    public var frame: FrameModifier?
    /// A border around the node.
    ///
    /// ```swift
    /// Modifiers(border: .rounded).border   // .rounded
    /// ```
    public var border: BorderStyle?
    /// The text colour.
    ///
    /// ```swift
    /// Modifiers(foreground: "#F97316").foreground?.red   // 249
    /// ```
    public var foreground: HexColor?
    /// The fill colour.
    ///
    /// ```swift
    /// Modifiers(background: "#000000").background   // #000000
    /// ```
    public var background: HexColor?
    /// Shown but not editable.
    ///
    /// ```swift
    /// Modifiers(isDisabled: true).isDisabled   // true
    /// ```
    public var isDisabled: Bool
    /// Not shown and takes no space.
    ///
    /// ```swift
    /// Modifiers(isHidden: true).isHidden   // true
    /// ```
    public var isHidden: Bool
    /// Shown only while this rule over other values holds (JSON `visibleWhen`); a hidden
    /// control keeps its value.
    ///
    /// ```swift
    /// var modifiers = Modifiers()
    /// modifiers.visibleWhen = .equals("mode", "advanced")
    /// ```
    public var visibleWhen: Condition?
    /// Disabled while this rule over other values holds (JSON `disabledWhen`).
    ///
    /// ```swift
    /// var modifiers = Modifiers()
    /// modifiers.disabledWhen = .not(.equals("isEnabled", true))
    /// ```
    public var disabledWhen: Condition?
    /// The full ids this control had before (JSON `renamedFrom`, newest first): loading a
    /// saved file or a preset, or configuring, moves a value stored under one of them to
    /// this control's id, reported as `drag → damping: renamed`.
    ///
    /// ```swift
    /// var modifiers = Modifiers()
    /// modifiers.renamedFrom = ["radius"]   // values saved under "radius" still load
    /// ```
    public var renamedFrom: [NodeID] = []

    /// Creates modifiers; everything is off by default.
    ///
    /// ```swift
    /// Modifiers(border: .single, isDisabled: true)
    /// ```
    public init(
        padding: EdgeInsets? = nil, frame: FrameModifier? = nil, border: BorderStyle? = nil,
        foreground: HexColor? = nil, background: HexColor? = nil, isDisabled: Bool = false,
        isHidden: Bool = false
    ) {
        self.padding = padding
        self.frame = frame
        self.border = border
        self.foreground = foreground
        self.background = background
        self.isDisabled = isDisabled
        self.isHidden = isHidden
    }

    /// Whether no modifier is set.
    ///
    /// ```swift
    /// Modifiers().isEmpty   // true
    /// Modifiers(border: .single).isEmpty   // false
    /// ```
    @inlinable
    package var isEmpty: Bool {
        padding == nil && frame == nil && border == nil && foreground == nil && background == nil
            && !isDisabled
            && !isHidden && visibleWhen == nil && disabledWhen == nil && renamedFrom.isEmpty
    }

    /// Whether the node is hidden for these values: by ``isHidden`` or by ``visibleWhen``.
    ///
    /// ```swift
    /// node.modifiers.isHidden(for: document.values)
    /// ```
    public func isHidden(for values: ValueMap) -> Bool {
        isHidden || visibleWhen.map { !$0.isSatisfied(by: values) } ?? false
    }

    /// Whether the node is disabled for these values: by ``isDisabled`` or by
    /// ``disabledWhen``.
    ///
    /// ```swift
    /// node.modifiers.isDisabled(for: document.values)
    /// ```
    public func isDisabled(for values: ValueMap) -> Bool {
        isDisabled || disabledWhen.map { $0.isSatisfied(by: values) } ?? false
    }

    init(reading reader: inout PropertyReader) {
        self.init()
        padding = reader.nested("padding") { EdgeInsets(reading: &$0) }
        frame = reader.nested("frame") { FrameModifier(reading: &$0) }
        border = reader.option("border", as: BorderStyle.self)
        foreground = reader.color("foreground")
        background = reader.color("background")
        isDisabled = reader.bool("disabled", default: false)
        isHidden = reader.bool("hidden", default: false)
        visibleWhen = reader.condition("visibleWhen")
        disabledWhen = reader.condition("disabledWhen")
        switch reader.value("renamedFrom") {
        case nil: break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                guard case .string(let id) = item, !id.isEmpty else {
                    reader.report(
                        "expected a control id, got \(item.typedDescription)", at: "renamedFrom[\(index)]")
                    continue
                }
                renamedFrom.append(NodeID(id))
            }
        case let other?:
            reader.report(
                "expected an array of control ids, got \(other.typedDescription)", at: "renamedFrom")
        }
    }

    /// Reads the primitive form; every member may be left out.
    ///
    /// ```swift
    /// try Modifiers(panelValue: ["border": "rounded", "disabled": true])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        self = try PropertyReader.reading(panelValue, as: "modifiers") { Modifiers(reading: &$0) }
    }

    /// The primitive form, with only the members that are set:
    /// `{"padding": {…}, "frame": {…}, "border": "rounded", "foreground": "#RRGGBB",
    /// "background": "#RRGGBB", "disabled": true, "hidden": true, "visibleWhen": {…},
    /// "disabledWhen": {…}, "renamedFrom": ["drag"]}` (conditions in ``Condition``'s form).
    ///
    /// ```swift
    /// Modifiers(border: .rounded).panelValue   // ["border": "rounded"]
    /// ```
    public var panelValue: PanelValue {
        var object: [String: PanelValue] = [:]
        if let padding { object["padding"] = padding.panelValue }
        if let frame { object["frame"] = frame.panelValue }
        if let border { object["border"] = .string(border.name) }
        if let foreground { object["foreground"] = foreground.panelValue }
        if let background { object["background"] = background.panelValue }
        if isDisabled { object["disabled"] = true }
        if isHidden { object["hidden"] = true }
        if let visibleWhen { object["visibleWhen"] = visibleWhen.panelValue }
        if let disabledWhen { object["disabledWhen"] = disabledWhen.panelValue }
        if !renamedFrom.isEmpty { object["renamedFrom"] = .array(renamedFrom.map { .string($0.rawValue) }) }
        return .object(object)
    }
}
