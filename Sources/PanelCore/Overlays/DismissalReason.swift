/// Why a dialog or the drawer went away: from code (`code`), from inside the dialog through its presenter (`presenter`), by a button with the cancel role (`cancel`), by Escape (`escape`), by a tap outside it when allowed (`outsideTap`), by a drag down (`drag`, the drawer), or because the item that presented it changed (`replaced`).
///
/// ```swift
/// DismissalReason.escape.name   // "escape"
/// DismissalReason(named: "escape")   // .escape
/// ```
public struct DismissalReason: NamedOption {
    private enum Storage: String, CaseIterable, Sendable {
        case code, presenter, cancel, escape, outsideTap, drag, replaced
    }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `code`.
    ///
    /// ```swift
    /// DismissalReason.code.name   // "code"
    /// ```
    public static let code = DismissalReason(.code)
    /// `presenter`.
    ///
    /// ```swift
    /// DismissalReason.presenter.name   // "presenter"
    /// ```
    package static let presenter = DismissalReason(.presenter)
    /// `cancel`.
    ///
    /// ```swift
    /// DismissalReason.cancel.name   // "cancel"
    /// ```
    package static let cancel = DismissalReason(.cancel)
    /// `escape`.
    ///
    /// ```swift
    /// DismissalReason.escape.name   // "escape"
    /// ```
    public static let escape = DismissalReason(.escape)
    /// `outsideTap`.
    ///
    /// ```swift
    /// DismissalReason.outsideTap.name   // "outsideTap"
    /// ```
    package static let outsideTap = DismissalReason(.outsideTap)
    /// `drag`.
    ///
    /// ```swift
    /// DismissalReason.drag.name   // "drag"
    /// ```
    package static let drag = DismissalReason(.drag)
    /// `replaced`.
    ///
    /// ```swift
    /// DismissalReason.replaced.name   // "replaced"
    /// ```
    package static let replaced = DismissalReason(.replaced)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// DismissalReason(named: "escape")   // .escape
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    ///
    /// ```swift
    /// DismissalReason.code.name   // "code"
    /// ```
    package var name: String { storage.rawValue }

    /// Every name this version knows.
    ///
    /// ```swift
    /// DismissalReason.names   // ["code", "presenter", "cancel", "escape", "outsideTap", "drag", "replaced"]
    /// ```
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
