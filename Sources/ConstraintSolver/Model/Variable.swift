/// A named unknown whose `value` the solver writes on `Solver.updateVariables()`.
///
/// A `Variable` is a reference: its identity (not its name) is what the solver keys on, so two
/// variables with the same name are different unknowns. The solver never reads `value`; it only
/// writes it. The type is `@unchecked Sendable` because `value` is the only mutable state and it is
/// written only by the solver that owns the variable: confine each solver (and the reads of its
/// variables' values) to one isolation domain at a time.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.add(width == 80)
/// solver.updateVariables()
/// print(width.value)  // 80.0
/// ```
public final class Variable: @unchecked Sendable {
    /// The name used in descriptions and error messages.
    ///
    /// ```swift
    /// Variable("width").name   // "width"
    /// ```
    public let name: String

    /// The value of the last `Solver.updateVariables()` call (0 until then).
    ///
    /// ```swift
    /// try solver.add(width == 80)
    /// solver.updateVariables()
    /// width.value   // 80.0
    /// ```
    public internal(set) var value: Double {
        get { storage.pointee }
        set { storage.pointee = newValue }
    }

    /// The value's memory: the solver writes values through it without per-object access checks.
    let storage: UnsafeMutablePointer<Double>

    /// Creates a variable with a name for descriptions and error messages.
    ///
    /// ```swift
    /// let left = Variable("box.left")
    /// ```
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        storage = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deallocate()
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `v@<address>` when it has none.
    ///
    /// ```swift
    /// print(Variable("x"))  // x
    /// ```
    public var description: String {
        name.isEmpty ? "v@\(ObjectIdentifier(self).hashValue)" : name
    }
}
