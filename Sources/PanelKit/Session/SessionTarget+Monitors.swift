extension SessionTarget {
    /// The monitor stores the target shows, each with the prefix of its ids (a store's panels
    /// are namespaced by their keys, a host's layout is not).
    package var monitorStores: [(prefix: String, store: MonitorStore)] {
        switch self {
        case .panel(let panel): return [("", panel.monitors)]
        case .store(let store): return store.members.map { ($0.key + ".", $0.panel.monitors) }
        case .host(let host):
            return [("", host.layout.monitors)] + host.store.members.map { ($0.key + ".", $0.panel.monitors) }
        }
    }

    /// Whether the target shows any monitor: asked on every turn of a server's loop for each
    /// viewer, so a panel's answer makes no array.
    package var hasMonitors: Bool {
        switch self {
        case .panel(let panel): return !panel.monitors.isEmpty
        case .store(let store): return store.members.contains { !$0.panel.monitors.isEmpty }
        case .host(let host):
            return !host.layout.monitors.isEmpty || host.store.members.contains { !$0.panel.monitors.isEmpty }
        }
    }

    /// What every monitor the target shows reads now, by its id in the target's document.
    package var monitorReadings: [NodeID: MonitorReading] {
        var out: [NodeID: MonitorReading] = [:]
        for (prefix, store) in monitorStores {
            for (id, reading) in store.readings { out[NodeID(prefix + id.rawValue)] = reading }
        }
        return out
    }
}
