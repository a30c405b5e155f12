/// What a monitor store keeps of one monitor besides its history (which is in
/// ``MonitorHistories``, laid out for the program's writes): its id, how it is shown, the
/// newest text or boolean, and whether it is in the panel's tree now.
struct MonitorEntry {
    /// The monitor's id.
    let id: NodeID
    /// How it is shown.
    var element: MonitorElement
    /// The newest value of a text or boolean monitor.
    var latest: MonitorReading.Value?
    /// Whether the monitor is in the panel's tree now (a monitor that left keeps its slot, so
    /// a ``MonitorSource`` made before keeps working if it comes back).
    var isPresent = true

    init(id: NodeID, element: MonitorElement) {
        self.id = id
        self.element = element
    }

    /// Whether it shows its history (a number), else its newest value.
    var showsHistory: Bool { element.type == .number || latest == nil }
}
