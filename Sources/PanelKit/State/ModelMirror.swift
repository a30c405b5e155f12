import Foundation

/// The typed model of a ``PanelState``, kept in sync with its ``Panel``'s values
/// through the controls' bindings.
///
/// `@unchecked Sendable`: the model is read and written only under the panel's lock.
final class ModelMirror<Model>: ValueSink, @unchecked Sendable {
    var model: Model
    var bindings: [NodeID: ValueBinding<Model>] {
        didSet { watch = Watch(bindings) }
    }
    /// Which bindings are found by their bytes and which are read on every update.
    private(set) var watch: Watch

    init(model: Model, bindings: [NodeID: ValueBinding<Model>]) {
        self.model = model
        self.bindings = bindings
        watch = Watch(bindings)
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

    /// The bindings whose values may differ between `before` and the current model: those
    /// whose bytes changed, and every one that is not found by its bytes. What an update
    /// costs is then a comparison of the model's bytes (blocks compared at once) and a read of
    /// what changed, not a read of every binding.
    func touched(since before: inout Model) -> [NodeID] {
        var ids = watch.unwatched
        guard !watch.spans.isEmpty else { return ids }
        withUnsafeBytes(of: &before) { old in
            withUnsafeBytes(of: &model) { new in
                watch.differences(old, new, into: &ids)
            }
        }
        return ids
    }

    /// The bindings of a model split by how an update finds their changes.
    struct Watch {
        /// The bindings at known bytes, by their first byte.
        var spans: [(range: Range<Int>, id: NodeID)] = []
        /// The longest span.
        var longest = 0
        /// The bindings read on every update.
        var unwatched: [NodeID] = []

        init(_ bindings: [NodeID: ValueBinding<Model>]) {
            for (id, binding) in bindings {
                if let span = binding.span, !span.isEmpty {
                    spans.append((span, id))
                    longest = max(longest, span.count)
                } else if binding.span == nil {
                    unwatched.append(id)
                }
            }
            spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        }

        /// The bytes compared at once.
        static var block: Int { 256 }

        /// Appends to `ids` every binding whose bytes differ between `old` and `new`: blocks
        /// of the model compared at once, and in a block that differs, the bindings that meet
        /// it (found by a binary search) compared one by one.
        func differences(
            _ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer, into ids: inout [NodeID]
        ) {
            let size = min(old.count, new.count)
            guard size > 0, let a = old.baseAddress, let b = new.baseAddress else { return }
            var start = 0
            var checked = 0  // the spans before this one were compared whole
            while start < size {
                let end = min(start + Self.block, size)
                defer { start = end }
                guard memcmp(a + start, b + start, end - start) != 0 else { continue }
                // The first span that may reach into this block: it starts after
                // `start - longest`.
                var low = checked
                var high = spans.count
                while low < high {
                    let middle = (low + high) / 2
                    if spans[middle].range.lowerBound + longest <= start {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                var index = low
                while index < spans.count, spans[index].range.lowerBound < end {
                    let range = spans[index].range
                    if range.upperBound > start, range.upperBound <= size,
                        memcmp(a + range.lowerBound, b + range.lowerBound, range.count) != 0
                    {
                        ids.append(spans[index].id)
                    }
                    index += 1
                }
                checked = index
            }
        }
    }
}
