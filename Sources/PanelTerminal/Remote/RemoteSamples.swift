import PanelKit
import Synchronization

/// The monitors' readings `panelkit attach` has received: each `samples` message appended
/// (a history one replacing), each history kept to its monitor's capacity.
final class RemoteSamples: Sendable {
    private let readings = Mutex<[NodeID: MonitorReading]>([:])

    /// Takes a `samples` message; `document` says each monitor's capacity and type.
    func merge(_ message: [String: PanelValue], document: PanelDocument) {
        guard case .object(let monitors)? = message["monitors"] else { return }
        let isHistory = message["history"] == .bool(true)
        var elements: [NodeID: MonitorElement] = [:]
        for node in document.root.allNodes {
            if case .monitor(let element) = node.element, let id = node.id { elements[id] = element }
        }
        readings.withLock { readings in
            for (key, value) in monitors {
                let id = NodeID(key)
                guard let element = elements[id], let fresh = try? MonitorReading(panelValue: value) else {
                    continue
                }
                guard element.type == .number else {
                    if fresh.current != nil { readings[id] = MonitorReading(current: fresh.current) }
                    continue
                }
                var reading =
                    isHistory ? MonitorReading(history: []) : readings[id] ?? MonitorReading(history: [])
                reading.history += fresh.history
                reading.recorded += fresh.history.count
                let capacity = element.historyCapacity
                if reading.history.count > capacity {
                    reading.history.removeFirst(reading.history.count - capacity)
                }
                reading.current = reading.history.last.map(MonitorReading.Value.number)
                readings[id] = reading
            }
        }
    }

    /// What each monitor shows now.
    var current: [NodeID: MonitorReading] { readings.withLock { $0 } }
}
