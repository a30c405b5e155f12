/// A screen's constraint system as plain data: the variables, linear constraints with their
/// strengths and the edit variables the layout gave the solver, with the solved values.
///
/// It exists so that another solver (e.g. kiwisolver, in the project's oracle tests) can
/// solve the same system and the results can be compared.
///
/// ```swift
/// let engine = LayoutEngine()
/// _ = try engine.layout(tree, in: CellSize(width: 80, height: 24))
/// for system in engine.linearSystems() {
///     print(system.variables.count, system.constraints.count)
/// }
/// ```
@_spi(Benchmarks) public struct LinearSystem: Hashable, Sendable {
    /// One `Σ coefficient·variable + constant (== | <= | >=) 0` with a strength.
    ///
    /// ```swift
    /// let row = system.constraints[0]
    /// print(row.label, row.relation, row.strength)
    /// ```
    public struct Row: Hashable, Sendable {
        /// `(variable index, coefficient)` pairs.
        public var terms: [Term]
        /// The constant part.
        public var constant: Double
        /// `==`, `<=` or `>=`.
        public var relation: String
        /// The solver weight (`1001001000` is required).
        public var strength: Double
        /// Which constraint, in the author's terms.
        public var label: String
    }

    /// One `coefficient × variable` term.
    ///
    /// ```swift
    /// let term = LinearSystem.Term(variable: 0, coefficient: 1)
    /// ```
    public struct Term: Hashable, Sendable {
        /// The index into ``LinearSystem/variables``.
        public var variable: Int
        /// The factor.
        public var coefficient: Double

        /// Creates a term.
        ///
        /// ```swift
        /// LinearSystem.Term(variable: 2, coefficient: 0.5)
        /// ```
        public init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// An edit variable and the value suggested for it.
    ///
    /// ```swift
    /// let edit = system.edits[0]   // the screen's width
    /// ```
    public struct Edit: Hashable, Sendable {
        /// The index into ``LinearSystem/variables``.
        public var variable: Int
        /// The edit's strength.
        public var strength: Double
        /// The suggested value.
        public var value: Double
    }

    /// The index path of the screen node.
    public var screenPath: [Int]
    /// Variable names (`header.left`, `screen.width`, …).
    public var variables: [String]
    /// The values the layout solved, by variable index.
    public var values: [Double]
    /// The constraints, in the order they were added.
    public var constraints: [Row]
    /// The edit variables (the screen's width and height).
    public var edits: [Edit]
}
