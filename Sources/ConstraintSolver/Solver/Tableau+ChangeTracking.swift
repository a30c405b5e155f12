/// Change tracking: which rows changed since values were last read, and which rows and user
/// variables one operation touched (for the solver's checks).
extension Tableau {
    /// Records that the row in `slot` changed, for the next `Solver.updateVariables()`.
    mutating func noteChanged(_ slot: Int32) {
        if !slotChanged[Int(slot)] {
            slotChanged[Int(slot)] = true
            changedSlots.append(slot)
        }
        if tracking && slotTracked[Int(slot)] != trackEpoch {
            slotTracked[Int(slot)] = trackEpoch
            trackedSlots.append(slot)
        }
    }

    /// Starts recording the rows one operation changes and the user variables that leave the basis
    /// (for `Solver`'s check of the required constraints it touched).
    mutating func startTracking() {
        trackEpoch &+= 1
        if trackEpoch == 0 {
            for i in slotTracked.indices { slotTracked[i] = 0 }
            trackEpoch = 1
        }
        trackedSlots.removeAll(keepingCapacity: true)
        leftBasis.removeAll(keepingCapacity: true)
        tracking = true
    }

    /// Notes that `symbol` stopped being basic (its value changed when it is a user variable).
    mutating func noteLeft(_ symbol: UInt32) {
        if kind[Int(symbol)] == .external {
            basisLostExternal = true
            if tracking { leftBasis.append(symbol) }
        }
    }

    /// Forgets the changes noted so far (after a full read of the values).
    mutating func clearChanges() {
        for slot in changedSlots { slotChanged[Int(slot)] = false }
        changedSlots.removeAll(keepingCapacity: true)
        basisLostExternal = false
    }

    mutating func nextEpoch() -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            epoch = 1
        }
        return epoch
    }
}
