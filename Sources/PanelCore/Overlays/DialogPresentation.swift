/// A dialog's state, kept in the values map under the dialog's id: whether it is presented,
/// its place among the presented dialogs of its root (`z`, 1 at the bottom; the highest is on
/// top), and why it was last dismissed.
///
/// Primitive form: `{"presented": true, "z": 1}` or
/// `{"presented": false, "dismissal": "escape"}`.
///
/// ```swift
/// let shown = DialogPresentation(isPresented: true, z: 2)
/// shown.panelValue   // ["presented": true, "z": 2]
/// ```
public struct DialogPresentation: Hashable, Sendable, PrimitiveCodable {
    /// Whether the dialog is shown.
    ///
    /// ```swift
    /// DialogPresentation(isPresented: true, z: 1).isPresented   // true
    /// ```
    public var isPresented: Bool
    /// Its place among the presented dialogs (1 at the bottom), 0 when not presented.
    ///
    /// ```swift
    /// DialogPresentation(isPresented: true, z: 2).z   // 2: above the dialog at 1
    /// ```
    package var z: Int
    /// Why it was last dismissed, if it was.
    ///
    /// ```swift
    /// DialogPresentation(dismissal: .escape).dismissal   // .escape
    /// ```
    package var dismissal: DismissalReason?

    /// Creates a presentation state.
    ///
    /// ```swift
    /// DialogPresentation(isPresented: false, dismissal: .escape)
    /// ```
    public init(isPresented: Bool = false, z: Int = 0, dismissal: DismissalReason? = nil) {
        self.isPresented = isPresented
        self.z = isPresented ? max(1, z) : 0
        self.dismissal = dismissal
    }

    /// Reads the primitive form; `presented` is required, `z` must be a whole number ≥ 1 when
    /// presented.
    ///
    /// ```swift
    /// try DialogPresentation(panelValue: ["presented": true, "z": 1])
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        let (presented, z, dismissal) = try PropertyReader.reading(panelValue, as: "dialog state") { reader in
            (
                reader.bool("presented", default: false), reader.optionalInteger("z"),
                reader.option("dismissal", as: DismissalReason.self)
            )
        }
        if presented, let z, z < 1 { throw ValueError("member \"z\": must be 1 or more, got \(z)") }
        self.init(isPresented: presented, z: z ?? 1, dismissal: dismissal)
    }

    /// The primitive form.
    ///
    /// ```swift
    /// DialogPresentation(isPresented: true, z: 1).panelValue   // ["presented": true, "z": 1]
    /// ```
    public var panelValue: PanelValue {
        var out: [String: PanelValue] = ["presented": .bool(isPresented)]
        if isPresented { out["z"] = .number(Double(z)) }
        if let dismissal { out["dismissal"] = .string(dismissal.name) }
        return .object(out)
    }
}
