/// The typed model of a ``PanelState``, kept in sync with its ``Panel``'s values
/// through the controls' bindings.
///
/// `@unchecked Sendable`: the model is read and written only under the panel's lock.
final class ModelMirror<Model>: ValueSink, @unchecked Sendable {
    var model: Model
    var bindings: [NodeID: ValueBinding<Model>]

    init(model: Model, bindings: [NodeID: ValueBinding<Model>]) {
        self.model = model
        self.bindings = bindings
    }

    func write(_ value: PanelValue, for id: NodeID) throws(ValueError) {
        guard let binding = bindings[id] else { return }
        try binding.write(&model, value)
    }

    /// The model's bound values in primitive form, in `order`.
    func read(_ model: Model, order: [NodeID]) -> ValueMap {
        var values = ValueMap()
        values.reserveCapacity(order.count)
        for id in order {
            if let binding = bindings[id] { values[id] = binding.read(model) }
        }
        return values
    }
}
