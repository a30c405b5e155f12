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
        ///
        /// ```swift
        /// for term in row.terms { print(system.variables[term.variable], term.coefficient) }
        /// ```
        public var terms: [Term]
        /// The constant part.
        ///
        /// ```swift
        /// system.constraints[0].constant
        /// ```
        public var constant: Double
        /// `==`, `<=` or `>=`.
        ///
        /// ```swift
        /// system.constraints[0].relation   // "==", "<=" or ">="
        /// ```
        public var relation: String
        /// The solver weight (`1001001000` is required).
        ///
        /// ```swift
        /// system.constraints[0].strength   // 1001001000 for a required one
        /// ```
        public var strength: Double
        /// Which constraint, in the author's terms.
        ///
        /// ```swift
        /// system.constraints[0].label   // the node and the constraint as written
        /// ```
        public var label: String
    }

    /// One `coefficient × variable` term.
    ///
    /// ```swift
    /// let term = LinearSystem.Term(variable: 0, coefficient: 1)
    /// ```
    public struct Term: Hashable, Sendable {
        /// The index into ``LinearSystem/variables``.
        ///
        /// ```swift
        /// system.variables[term.variable]   // "header.left"
        /// ```
        public var variable: Int
        /// The factor.
        ///
        /// ```swift
        /// LinearSystem.Term(variable: 0, coefficient: -1).coefficient   // -1
        /// ```
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
        ///
        /// ```swift
        /// system.variables[system.edits[0].variable]   // the screen's width
        /// ```
        public var variable: Int
        /// The edit's strength.
        ///
        /// ```swift
        /// system.edits[0].strength
        /// ```
        public var strength: Double
        /// The suggested value.
        ///
        /// ```swift
        /// system.edits[0].value   // 80 at a width of 80
        /// ```
        public var value: Double
    }

    /// The index path of the screen node.
    ///
    /// ```swift
    /// engine.linearSystems().map(\.screenPath)   // [[]] when the root is the screen
    /// ```
    public var screenPath: [Int]
    /// Variable names (`header.left`, `screen.width`, …).
    ///
    /// ```swift
    /// system.variables.prefix(2)   // the screen's width and height come first
    /// ```
    public var variables: [String]
    /// The values the layout solved, by variable index.
    ///
    /// ```swift
    /// zip(system.variables, system.values).forEach { print($0, $1) }
    /// ```
    public var values: [Double]
    /// The constraints, in the order they were added.
    ///
    /// ```swift
    /// system.constraints.count
    /// ```
    public var constraints: [Row]
    /// The edit variables (the screen's width and height).
    ///
    /// ```swift
    /// system.edits.map(\.value)   // [80, 24, …]: the size, then measured heights
    /// ```
    public var edits: [Edit]
}
