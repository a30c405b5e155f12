/// How a monitor bound to the model reads its value: a read-only key path, read after each
/// `update` of the model and recorded into the monitor store (never an edit value).
struct MonitorBinding<Model>: @unchecked Sendable {
    // `@unchecked`: the closure reads through a key path, which is immutable.
    let read: (Model) -> MonitorReading.Value

    static func number<Value: BinaryFloatingPoint>(_ keyPath: KeyPath<Model, Value>) -> MonitorBinding {
        MonitorBinding { .number(Double($0[keyPath: keyPath])) }
    }

    static func integer<Value: BinaryInteger>(_ keyPath: KeyPath<Model, Value>) -> MonitorBinding {
        MonitorBinding { .number(Double($0[keyPath: keyPath])) }
    }

    static func text(_ keyPath: KeyPath<Model, String>) -> MonitorBinding {
        MonitorBinding { .text($0[keyPath: keyPath]) }
    }

    static func boolean(_ keyPath: KeyPath<Model, Bool>) -> MonitorBinding {
        MonitorBinding { .boolean($0[keyPath: keyPath]) }
    }
}
