/// A type that describes several dialogs a view can present, one at a time (DDDialog's
/// `Dialog` protocol): each value says where it sits, its overlay and whether a tap outside
/// dismisses it. Present one by setting a ``DialogItemBinding`` to it.
///
/// Every requirement but `id` has a default: centre, black at 40 %, dismissed by an outside
/// tap and by Escape, no animation or transition. The default `id` is the case name
/// (`top` for `.top(message: …)`).
///
/// ```swift
/// enum MyDialog: Dialog {
///     case top(message: String)
///     case center(message: String)
///     case bottom(message: String)
///
///     var placement: DialogPlacement {
///         switch self {
///         case .top: return .top
///         case .center: return .center
///         case .bottom: return .bottom
///         }
///     }
///
///     var shouldDismissOnTapOutside: Bool {
///         false
///     }
///
///     var overlay: DialogOverlay {
///         switch self {
///         case .center: return .effect(.dark)
///         default: return .color(.black.opacity(0.5))
///         }
///     }
/// }
/// ```
public protocol Dialog: Hashable, Sendable {
    /// The dialog's id in the tree (one path component).
    var id: String { get }
    /// Where it sits: `top`, `center` or `bottom`.
    var placement: DialogPlacement { get }
    /// The overlay between it and the content: a colour or a blur effect.
    var overlay: DialogOverlay { get }
    /// Whether a tap outside it dismisses it.
    var shouldDismissOnTapOutside: Bool { get }
    /// Whether Escape dismisses it.
    var shouldDismissOnEscape: Bool { get }
    /// The spring it moves with.
    var animation: Spring? { get }
    /// The transition it appears with.
    var transition: Transition? { get }
}

extension Dialog {
    /// The case name: `"top"` for `.top(message: "…")`.
    ///
    /// ```swift
    /// MyDialog.top(message: "Saved").id   // "top"
    /// ```
    public var id: String {
        let text = String(describing: self)
        let name = text.prefix { $0 != "(" }
        return name.isEmpty ? "dialog" : String(name)
    }
    /// Centre.
    ///
    /// ```swift
    /// var placement: DialogPlacement { .bottom }   // overrides the centre
    /// ```
    public var placement: DialogPlacement { .center }
    /// Black at 40 %.
    ///
    /// ```swift
    /// var overlay: DialogOverlay { .dim("#000000", opacity: 0.5) }
    /// ```
    public var overlay: DialogOverlay { .default }
    /// `true`.
    ///
    /// ```swift
    /// var shouldDismissOnTapOutside: Bool { false }
    /// ```
    public var shouldDismissOnTapOutside: Bool { true }
    /// `true`.
    ///
    /// ```swift
    /// var shouldDismissOnEscape: Bool { false }
    /// ```
    public var shouldDismissOnEscape: Bool { true }
    /// None.
    ///
    /// ```swift
    /// var animation: Spring? { .time(duration: 0.35, bounce: 0.2) }
    /// ```
    public var animation: Spring? { nil }
    /// None.
    ///
    /// ```swift
    /// var transition: Transition? { .easing(duration: 0.3, bezier: .standard) }
    /// ```
    public var transition: Transition? { nil }
}
