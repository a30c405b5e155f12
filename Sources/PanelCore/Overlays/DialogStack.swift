/// The dialogs presented in one root, oldest first: the newest is on top, takes Escape and
/// outside taps, and dismissing it reveals the one below. Pure state; the panel state keeps
/// one and writes each dialog's ``DialogPresentation`` to the values map.
///
/// ```swift
/// var stack = DialogStack()
/// stack.present("first")
/// stack.present("second")
/// stack.top                                       // "second"
/// stack.escape { _ in DialogElement() }           // Dismissal(id: "second", reason: .escape)
/// stack.top                                       // "first"
/// ```
package struct DialogStack: Hashable, Sendable {
    /// The presented dialogs, bottom first.
    package private(set) var presented: [NodeID] = []
    /// The last reason each dialog was dismissed for.
    package private(set) var lastDismissal: [NodeID: DismissalReason] = [:]

    /// An empty stack.
    ///
    /// ```swift
    /// DialogStack().isEmpty   // true
    /// ```
    package init() {}

    /// The stack that the stored presentations of one root's dialogs describe: the presented
    /// ones bottom first, in the order of their `z` (ties in the order given), and each one's
    /// last dismissal. A panel keeps its dialogs' presentations in its values map and goes
    /// through this stack to change them.
    ///
    /// ```swift
    /// let stack = DialogStack(presentations: [("a", DialogPresentation(isPresented: true, z: 2))])
    /// stack.top   // "a"
    /// ```
    package init(presentations: some Sequence<(NodeID, DialogPresentation)>) {
        var shown: [(z: Int, order: Int, id: NodeID)] = []
        for (order, (id, presentation)) in presentations.enumerated() {
            if presentation.isPresented { shown.append((presentation.z, order, id)) }
            if let dismissal = presentation.dismissal { lastDismissal[id] = dismissal }
        }
        presented = shown.sorted { ($0.z, $0.order) < ($1.z, $1.order) }.map(\.id)
    }

    /// Whether no dialog is presented.
    package var isEmpty: Bool { presented.isEmpty }

    /// The dialog on top.
    package var top: NodeID? { presented.last }

    /// Whether `id` is presented.
    package func isPresented(_ id: NodeID) -> Bool { presented.contains(id) }

    /// Presents `id` on top; presenting a dialog already shown does nothing (it keeps its
    /// place). Returns whether anything changed.
    ///
    /// ```swift
    /// stack.present("confirm")   // true
    /// ```
    @discardableResult
    package mutating func present(_ id: NodeID) -> Bool {
        guard !presented.contains(id) else { return false }
        presented.append(id)
        return true
    }

    /// Dismisses `id` for `reason`; `nil` when it was not presented.
    ///
    /// ```swift
    /// stack.dismiss("confirm", reason: .code)
    /// ```
    @discardableResult
    package mutating func dismiss(_ id: NodeID, reason: DismissalReason) -> Dismissal? {
        guard let index = presented.firstIndex(of: id) else { return nil }
        presented.remove(at: index)
        lastDismissal[id] = reason
        return Dismissal(id: id, reason: reason)
    }

    /// Escape: dismisses the top dialog if its `dismissOnEscape` allows (`rules` gives each
    /// dialog's element); a top dialog that does not allow it keeps Escape from the ones
    /// below.
    ///
    /// ```swift
    /// stack.escape { id in dialogs[id] }   // dialogs: [NodeID: DialogElement]
    /// ```
    @discardableResult
    package mutating func escape(_ rules: (NodeID) -> DialogElement?) -> Dismissal? {
        guard let top, rules(top)?.dismissOnEscape ?? true else { return nil }
        return dismiss(top, reason: .escape)
    }

    /// A tap outside the top dialog's card: dismisses it if its `dismissOnOutsideTap` allows.
    ///
    /// ```swift
    /// stack.outsideTap { id in dialogs[id] }
    /// ```
    @discardableResult
    package mutating func outsideTap(_ rules: (NodeID) -> DialogElement?) -> Dismissal? {
        guard let top, rules(top)?.dismissOnOutsideTap ?? true else { return nil }
        return dismiss(top, reason: .outsideTap)
    }

    /// Each dialog's state for the values map: presented ones with their place (1 at the
    /// bottom), dismissed ones with their last reason.
    ///
    /// ```swift
    /// stack.presentation(of: "confirm")   // DialogPresentation(isPresented: true, z: 1)
    /// ```
    package func presentation(of id: NodeID) -> DialogPresentation {
        if let index = presented.firstIndex(of: id) {
            return DialogPresentation(isPresented: true, z: index + 1, dismissal: lastDismissal[id])
        }
        return DialogPresentation(isPresented: false, dismissal: lastDismissal[id])
    }
}
