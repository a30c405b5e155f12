/// The column index: for each symbol, the rows that hold it (kept approximately, with stale
/// entries trimmed when they pile up).
extension Tableau {
    mutating func addToColumn(_ symbol: UInt32, _ slot: Int32) {
        let s = Int(symbol)
        // Start at 8 entries: most columns stay short, and growing 1, 2, 4 costs three allocations.
        if column[s].capacity == 0 { column[s].reserveCapacity(8) }
        column[s].append(slot)
        columnEntries += 1
    }

    /// `addToColumn` for the first `count` symbols of `symbols` (the outer array is made unique
    /// once, not at each symbol).
    mutating func addToColumns(_ symbols: [UInt32], count: Int, _ slot: Int32) {
        guard count > 0 else { return }
        column.withUnsafeMutableBufferPointer { column in
            for i in 0..<count {
                let s = Int(symbols[i])
                // Start at 8 entries, as `addToColumn` does.
                if column[s].capacity == 0 { column[s].reserveCapacity(8) }
                column[s].append(slot)
            }
        }
        columnEntries += count
    }

    /// Rebuilds every column from the rows when stale entries have piled up (never during a merge or
    /// while a column is being walked).
    mutating func trimColumnsIfNeeded() {
        guard columnEntries > columnBudget else { return }
        for s in column.indices { column[s].removeAll(keepingCapacity: true) }
        var total = 0
        for slot in rows.indices where subjectOf[slot] != 0 {
            for id in rows[slot].ids { column[Int(id)].append(Int32(slot)) }
            total += rows[slot].ids.count
        }
        columnEntries = total
        columnBudget = max(4096, 4 * total)
    }

    /// Drops stale and duplicate entries from a symbol's column.
    mutating func compactColumn(_ symbol: UInt32) {
        let s = Int(symbol)
        if column[s].isEmpty { return }
        let stamp = nextEpoch()
        var list: [Int32] = []
        swap(&list, &column[s])
        var write = 0
        for read in 0..<list.count {
            let slot = list[read]
            let i = Int(slot)
            if subjectOf[i] != 0 && slotStamp[i] != stamp && search(rows[i].ids, symbol) != nil {
                slotStamp[i] = stamp
                list[write] = slot
                write += 1
            }
        }
        list.removeLast(list.count - write)
        swap(&list, &column[s])
    }
}
