extension MonitorElement.Graph {
    /// The fixed scale of a range, as the DSL's `graph: 0...120` writes it (one conversion for
    /// ``Monitor`` and ``MonitorView``).
    package init(range: ClosedRange<Double>) {
        self = .fixed(range.lowerBound, range.upperBound)
    }
}
