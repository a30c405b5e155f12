/// How a control reads its value from the model and writes a canonical value back.
///
/// It captures only the control's key path and its conversions, which are immutable, so
/// sharing it across threads is safe; `PanelState` serialises every call through its lock.
struct ValueBinding<Model>: @unchecked Sendable {
    /// The model's current value in primitive form.
    let read: (Model) -> PanelValue
    /// Stores an already canonical value into the model.
    let write: (inout Model, PanelValue) throws(ValueError) -> Void

    /// A binding through a key path to a type with a primitive form.
    static func keyPath<Value: PanelValueConvertible>(_ keyPath: WritableKeyPath<Model, Value>)
        -> ValueBinding
    {
        ValueBinding(
            read: { $0[keyPath: keyPath].panelValue },
            write: { (model: inout Model, value: PanelValue) throws(ValueError) in
                model[keyPath: keyPath] = try Value(panelValue: value)
            })
    }

    /// A binding through a key path to a `String`-backed enum, stored as its raw value; a
    /// string that names no case is refused.
    static func rawValue<Value: RawRepresentable>(_ keyPath: WritableKeyPath<Model, Value>) -> ValueBinding
    where Value.RawValue == String {
        ValueBinding(
            read: { .string($0[keyPath: keyPath].rawValue) },
            write: { (model: inout Model, value: PanelValue) throws(ValueError) in
                let raw = try String(panelValue: value)
                guard let chosen = Value(rawValue: raw) else {
                    throw ValueError("\(PanelValue.string(raw)) is not a case of \(Value.self)")
                }
                model[keyPath: keyPath] = chosen
            })
    }
}
