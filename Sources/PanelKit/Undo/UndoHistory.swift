/// The undo steps of a panel, oldest first, at most ``limit`` of them: a ring buffer, so
/// that a step added to a full history forgets the oldest without moving the others (every
/// plain `set` adds one).
struct UndoHistory: Sendable {
    /// The ring: `count` steps from `start` on, wrapping; at most `limit` slots. A slot out of
    /// that range holds an empty step (not an optional: replacing a step in a full ring then
    /// destroys the old one with the step's own code, not through the runtime).
    private var slots: [UndoStep] = []
    private var start = 0
    /// How many steps are kept.
    private(set) var count = 0

    /// The most steps kept; lowering it forgets the oldest ones.
    var limit: Int {
        didSet {
            limit = max(0, limit)
            guard count > limit || slots.count > limit else { return }
            let kept = ordered.suffix(limit)
            slots = Array(kept)
            start = 0
            count = slots.count
        }
    }

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    var isEmpty: Bool { count == 0 }

    /// The steps, oldest first.
    private var ordered: [UndoStep] {
        (0..<count).map { slots[(start + $0) % slots.count] }
    }

    /// Adds the newest step, forgetting the oldest when the history is full.
    mutating func append(_ step: consuming UndoStep) {
        guard limit > 0 else { return }
        if count < slots.count {
            var index = start + count
            if index >= slots.count { index -= slots.count }
            slots[index] = step
            count += 1
        } else if slots.count < limit {
            if start != 0 {
                slots = ordered
                start = 0
            }
            slots.append(step)
            count += 1
        } else {
            // Full: the newest takes the oldest's slot (swapped in, the oldest then destroyed
            // here: an assignment goes through the step's generic value witness).
            var newest = step
            swap(&slots[start], &newest)
            start += 1
            if start == slots.count { start = 0 }
        }
    }

    /// The newest step.
    var last: UndoStep? {
        count > 0 ? slots[(start + count - 1) % slots.count] : nil
    }

    /// Removes and returns the newest step.
    mutating func popLast() -> UndoStep? {
        guard count > 0 else { return nil }
        let index = (start + count - 1) % slots.count
        let step = slots[index]
        slots[index] = .edits([])
        count -= 1
        return step
    }
}
