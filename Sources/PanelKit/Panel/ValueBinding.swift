/// How a control reads its value from the model and writes a canonical value back.
///
/// It captures only the control's key path and its conversions, which are immutable, so
/// sharing it across threads is safe; `PanelState` serialises every call through its lock.
struct ValueBinding<Model>: @unchecked Sendable {
    /// The model's current value in primitive form.
    let read: (Model) -> PanelValue
    /// Stores an already canonical value into the model.
    let write: (inout Model, PanelValue) throws(ValueError) -> Void
    /// Where the value sits in the model's bytes, when it is a stored property of plain data
    /// (no references): a change of the value is then a change of these bytes, which is how
    /// ``PanelState/update(undoable:_:)`` finds what a body changed without reading every
    /// binding. `nil` otherwise (the binding is read on every update).
    var span: Range<Int>? = nil

    init(
        read: @escaping (Model) -> PanelValue,
        write: @escaping (inout Model, PanelValue) throws(ValueError) -> Void, span: Range<Int>? = nil
    ) {
        self.read = read
        self.write = write
        self.span = span
    }

    /// The bytes of the model that hold the value at `keyPath`, when it is a stored property of
    /// plain data.
    static func span<Value>(of keyPath: WritableKeyPath<Model, Value>) -> Range<Int>? {
        guard _isPOD(Value.self), let offset = MemoryLayout<Model>.offset(of: keyPath) else { return nil }
        return offset..<(offset + MemoryLayout<Value>.size)
    }

    /// A binding through a key path to a type with a primitive form.
    static func keyPath<Value: PanelValueConvertible>(_ keyPath: WritableKeyPath<Model, Value>)
        -> ValueBinding
    {
        ValueBinding(
            read: { $0[keyPath: keyPath].panelValue },
            write: { (model: inout Model, value: PanelValue) throws(ValueError) in
                model[keyPath: keyPath] = try Value(panelValue: value)
            }, span: span(of: keyPath))
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
            }, span: span(of: keyPath))
    }
}
