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
}
