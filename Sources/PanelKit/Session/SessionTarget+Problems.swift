extension SessionTarget {
    /// Every problem the served panels' trees have (``Panel/validationReport``), one line each:
    /// a panel's as they are, a store's and a host's prefixed by the panel's key (`Map: …`),
    /// a host's layout's by `layout`. What the live terminal and the server say on start, so
    /// that a panel with a duplicate id or a rule naming a missing control is not served as if
    /// nothing were wrong.
    ///
    /// ```swift
    /// for line in SessionTarget.panel(panel).problems { print("warning:", line) }
    /// ```
    package var problems: [String] {
        switch self {
        case .panel(let panel):
            return panel.validationReport.problems.map(\.description)
        case .store(let store):
            return Self.problems(of: store)
        case .host(let host):
            let layout = host.layout.validationReport.problems.map { "layout: \($0)" }
            return layout + Self.problems(of: host.store)
        }
    }

    private static func problems(of store: PanelStore) -> [String] {
        store.members.flatMap { member in
            member.panel.validationReport.problems.map { "\(member.key): \($0)" }
        }
    }
}
