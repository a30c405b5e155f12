/// The values one monitor keeps: a ring of the last numbers written (its graph's history), the
/// newest text or boolean, and how many writes it has seen (so a viewer knows what is new).
///
/// Kept once per monitor, whatever the number of viewers; written under the monitor store's
/// lock with plain stores.
struct MonitorRing {
    /// The monitor's id.
    let id: NodeID
    /// How it is shown.
    var element: MonitorElement
    /// The numbers, `capacity` of them, `head` the next slot to write.
    var buffer: [Double]
    /// The next slot written.
    var head = 0
    /// How many slots hold a value.
    var count = 0
    /// How many writes there were in all (never wraps in practice: 2⁶⁴).
    var written: UInt64 = 0
    /// The newest value of a text or boolean monitor.
    var latest: MonitorReading.Value?
    /// Whether the monitor is in the panel's tree now (a monitor that left keeps its slot, so
    /// a ``MonitorSource`` made before keeps working if it comes back).
    var isPresent = true

    init(id: NodeID, element: MonitorElement) {
        self.id = id
        self.element = element
        buffer = [Double](repeating: 0, count: element.historyCapacity)
    }

    /// Stores a number: the history's next slot, the count of writes.
    mutating func record(_ value: Double) {
        buffer[head] = value
        head = head == buffer.count - 1 ? 0 : head + 1
        if count < buffer.count { count += 1 }
        written &+= 1
    }

    /// Stores a text or boolean (a number goes to the history).
    mutating func record(_ value: MonitorReading.Value) {
        if case .number(let number) = value { return record(number) }
        latest = value
        written &+= 1
    }

    /// The last `wanted` numbers (at most ``count``), oldest first.
    func last(_ wanted: Int) -> [Double] {
        let taken = Swift.min(wanted, count)
        var out: [Double] = []
        out.reserveCapacity(taken)
        var index = head - taken
        if index < 0 { index += buffer.count }
        for _ in 0..<taken {
            out.append(buffer[index])
            index = index == buffer.count - 1 ? 0 : index + 1
        }
        return out
    }

    /// The whole reading: the history of a number, the newest value of a text or boolean.
    var reading: MonitorReading {
        if element.type == .number { return MonitorReading(history: last(count), recorded: Int(written)) }
        return MonitorReading(current: latest)
    }

    /// A new history of `element`'s capacity holding the newest values of this one.
    mutating func reshape(to element: MonitorElement) {
        let kept = last(Swift.min(count, element.historyCapacity))
        self.element = element
        buffer = [Double](repeating: 0, count: element.historyCapacity)
        head = 0
        count = 0
        let writes = written
        for value in kept { record(value) }
        written = writes
        if element.type != .number, let last = kept.last, latest == nil { latest = .number(last) }
        isPresent = true
    }
}
