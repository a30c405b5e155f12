/// What a monitor shows at one moment: its current value and, for a number, the history its
/// graph draws (oldest first, the current value last).
///
/// Readings are not edit values: they live in the program's monitor store, travel in `samples`
/// messages and in a static document's `samples` member, and never change a revision.
///
/// ```swift
/// let fps = MonitorReading(history: [57.1, 60, 59.8])
/// fps.current        // .number(59.8)
/// fps.panelValue     // [57.1, 60, 59.8]
/// ```
public struct MonitorReading: Hashable, Sendable {
    /// One value a monitor held.
    ///
    /// ```swift
    /// let value = MonitorReading.Value.number(59.8)
    /// ```
    public enum Value: Hashable, Sendable {
        /// A number.
        ///
        /// ```swift
        /// MonitorReading.Value.number(59.8)
        /// ```
        case number(Double)
        /// A text.
        ///
        /// ```swift
        /// MonitorReading.Value.text("running")
        /// ```
        case text(String)
        /// A boolean.
        ///
        /// ```swift
        /// MonitorReading.Value.boolean(true)
        /// ```
        case boolean(Bool)

        /// The value in its primitive form.
        ///
        /// ```swift
        /// MonitorReading.Value.number(2).panelValue   // 2
        /// ```
        package var panelValue: PanelValue {
            switch self {
            case .number(let number): .number(number)
            case .text(let text): .string(text)
            case .boolean(let flag): .bool(flag)
            }
        }

        /// The value a primitive holds: a finite number, a string or a boolean; `nil` otherwise.
        ///
        /// ```swift
        /// MonitorReading.Value(panelValue: "idle")   // .text("idle")
        /// ```
        package init?(panelValue: PanelValue) {
            switch panelValue {
            case .number(let number) where number.isFinite: self = .number(number)
            case .string(let text): self = .text(text)
            case .bool(let flag): self = .boolean(flag)
            default: return nil
            }
        }
    }

    /// The newest value, or `nil` before the first write.
    ///
    /// ```swift
    /// MonitorReading(current: .text("idle")).current   // .text("idle")
    /// ```
    public var current: Value?
    /// The numbers kept for the graph, oldest first (empty for a text or a boolean).
    ///
    /// ```swift
    /// MonitorReading(history: [1, 2]).history   // [1, 2]
    /// ```
    public var history: [Double]
    /// How many numbers were recorded in all (at least the history's count): where a sweeping
    /// graph puts its newest point. Not part of the primitive form (a read reading counts its
    /// history).
    ///
    /// ```swift
    /// MonitorReading(history: [1, 2], recorded: 7).recorded   // 7
    /// ```
    package var recorded: Int

    /// Creates a reading of a text or boolean (or a number without history).
    ///
    /// ```swift
    /// MonitorReading(current: .boolean(true))
    /// ```
    public init(current: Value?) {
        self.current = current
        self.history = []
        self.recorded = 0
    }

    /// Creates a reading of a number from its history (the current value is the last one).
    ///
    /// ```swift
    /// MonitorReading(history: [57.1, 59.8]).current   // .number(59.8)
    /// ```
    public init(history: [Double], recorded: Int? = nil) {
        self.history = history
        self.current = history.last.map(Value.number)
        self.recorded = Swift.max(recorded ?? history.count, history.count)
    }

    /// The reading in its primitive form, as a document's `samples` member and a `samples`
    /// message carry it: the history of a number (oldest first), a one-item array otherwise,
    /// an empty array before the first write.
    ///
    /// ```swift
    /// MonitorReading(current: .text("idle")).panelValue   // ["idle"]
    /// ```
    package var panelValue: PanelValue {
        if !history.isEmpty { return .array(history.map(PanelValue.number)) }
        return .array(current.map { [$0.panelValue] } ?? [])
    }

    /// Reads the primitive form (see ``panelValue``): an array of numbers is a history, one
    /// string or boolean a current value.
    ///
    /// ```swift
    /// try MonitorReading(panelValue: [1, 2]).history   // [1, 2]
    /// ```
    package init(panelValue: PanelValue) throws(ValueError) {
        guard case .array(let items) = panelValue else {
            throw ValueError("expected an array of samples, got \(panelValue.typeName)")
        }
        var numbers: [Double] = []
        var last: Value?
        for (index, item) in items.enumerated() {
            guard let value = Value(panelValue: item) else {
                throw ValueError(
                    "[\(index)]: expected a finite number, a string or a boolean, got \(item.typeName)")
            }
            if case .number(let number) = value { numbers.append(number) }
            last = value
        }
        if case .number? = last {
            self.init(history: numbers)
        } else {
            self.init(current: last)
        }
    }
}
