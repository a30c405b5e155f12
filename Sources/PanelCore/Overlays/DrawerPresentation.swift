/// A drawer panel root's state, kept in the values map under the root's id: whether the
/// drawer is open, at which detent, which panel its picker shows, how far its content is
/// scrolled, and why it was last dismissed.
///
/// Primitive form: `{"presented": true, "detent": "medium", "selected": "card", "scroll": 4}`;
/// `scroll` (the content rows hidden above the sheet's window) is left out when it is 0. A
/// negative scroll reads as 0 and one above `scrollLimit` as the limit; one past the end of
/// the content is clamped where the content's height is known
/// (`DrawerGeometry.clampedScroll(_:)`, every backend when it draws).
///
/// ```swift
/// let open = DrawerPresentation(isPresented: true, detent: .tall, selected: "card")
/// open.panelValue   // ["presented": true, "detent": "tall", "selected": "card"]
/// ```
public struct DrawerPresentation: Hashable, Sendable, PrimitiveCodable {
    /// Whether the drawer is open.
    ///
    /// ```swift
    /// DrawerPresentation(isPresented: true).isPresented   // true
    /// ```
    package var isPresented: Bool
    /// The height it rests at.
    ///
    /// ```swift
    /// DrawerPresentation().detent   // .medium
    /// ```
    package var detent: DrawerDetent
    /// The id of the panel the picker shows, or `nil` for the first.
    ///
    /// ```swift
    /// DrawerPresentation(selected: "Card").selected   // "Card"
    /// ```
    package var selected: NodeID?
    /// Why it was last dismissed, if it was.
    ///
    /// ```swift
    /// DrawerPresentation(dismissal: .outsideTap).dismissal   // .outsideTap
    /// ```
    package var dismissal: DismissalReason?
    /// The content rows scrolled out of view above the sheet (0: the top shows), from 0 to
    /// `scrollLimit`.
    ///
    /// ```swift
    /// DrawerPresentation(scroll: -4).scroll   // 0
    /// ```
    package var scroll: Int {
        didSet { scroll = Self.clamp(scroll) }
    }

    /// The largest scroll offset kept (far more rows than any content has).
    ///
    /// ```swift
    /// DrawerPresentation(scroll: .max).scroll == DrawerPresentation.scrollLimit   // true
    /// ```
    package static let scrollLimit = 1 << 30

    /// Creates a drawer state.
    ///
    /// ```swift
    /// DrawerPresentation(isPresented: true, scroll: 3)
    /// ```
    package init(
        isPresented: Bool = false, detent: DrawerDetent = .medium, selected: NodeID? = nil,
        dismissal: DismissalReason? = nil, scroll: Int = 0
    ) {
        self.isPresented = isPresented
        self.detent = detent
        self.selected = selected
        self.dismissal = dismissal
        self.scroll = Self.clamp(scroll)
    }

    private static func clamp(_ scroll: Int) -> Int { min(max(0, scroll), scrollLimit) }

    /// Reads the primitive form; every member may be left out.
    ///
    /// ```swift
    /// try DrawerPresentation(panelValue: ["presented": true, "detent": "tall"])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        self = try PropertyReader.reading(panelValue, as: "drawer state") { reader in
            DrawerPresentation(
                isPresented: reader.bool("presented", default: false),
                detent: reader.option("detent", as: DrawerDetent.self) ?? .medium,
                selected: reader.optionalString("selected").map { NodeID($0) },
                dismissal: reader.option("dismissal", as: DismissalReason.self),
                scroll: reader.scrollOffset("scroll"))
        }
    }

    /// The primitive form.
    ///
    /// ```swift
    /// DrawerPresentation(isPresented: true).panelValue   // ["presented": true, "detent": "medium"]
    /// ```
    public var panelValue: PanelValue {
        var out: [String: PanelValue] = ["presented": .bool(isPresented), "detent": .string(detent.name)]
        if let selected { out["selected"] = .string(selected.rawValue) }
        if let dismissal { out["dismissal"] = .string(dismissal.name) }
        if scroll > 0 { out["scroll"] = .number(Double(scroll)) }
        return .object(out)
    }
}

extension PropertyReader {
    /// A scroll offset: a whole number, clamped to `0...DrawerPresentation.scrollLimit`; 0 when
    /// absent.
    fileprivate mutating func scrollOffset(_ key: String) -> Int {
        guard let number = optionalNumber(key) else { return 0 }
        guard number == number.rounded() else {
            report("expected a whole number of rows, got \(PanelValue.format(number))", at: key)
            return 0
        }
        return Int(min(max(0, number), Double(DrawerPresentation.scrollLimit)))
    }
}
