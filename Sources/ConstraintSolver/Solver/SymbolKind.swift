/// The role of a tableau symbol (kiwi's classification).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (and the artificial variable): never negative.
    case slack
    /// One side of the error of a non-required constraint: never negative, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted into the basis by the optimizer.
    case dummy
}
