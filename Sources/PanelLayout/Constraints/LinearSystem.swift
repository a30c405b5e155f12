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
package struct LinearSystem: Hashable, Sendable {
    /// One `Σ coefficient·variable + constant (== | <= | >=) 0` with a strength.
    ///
    /// ```swift
    /// let row = system.constraints[0]
    /// print(row.label, row.relation, row.strength)
    /// ```
    package struct Row: Hashable, Sendable {
        /// `(variable index, coefficient)` pairs.
        ///
        /// ```swift
        /// for term in row.terms { print(system.variables[term.variable], term.coefficient) }
        /// ```
        package var terms: [Term]
        /// The constant part.
        ///
        /// ```swift
        /// system.constraints[0].constant
        /// ```
        package var constant: Double
        /// `==`, `<=` or `>=`.
        ///
        /// ```swift
        /// system.constraints[0].relation   // "==", "<=" or ">="
        /// ```
        package var relation: String
        /// The solver weight (`1001001000` is required).
        ///
        /// ```swift
        /// system.constraints[0].strength   // 1001001000 for a required one
        /// ```
        package var strength: Double
        /// Which constraint, in the author's terms.
        ///
        /// ```swift
        /// system.constraints[0].label   // the node and the constraint as written
        /// ```
        package var label: String
    }

    /// One `coefficient × variable` term.
    ///
    /// ```swift
    /// let term = LinearSystem.Term(variable: 0, coefficient: 1)
    /// ```
    package struct Term: Hashable, Sendable {
        /// The index into ``LinearSystem/variables``.
        ///
        /// ```swift
        /// system.variables[term.variable]   // "header.left"
        /// ```
        package var variable: Int
        /// The factor.
        ///
        /// ```swift
        /// LinearSystem.Term(variable: 0, coefficient: -1).coefficient   // -1
        /// ```
        package var coefficient: Double

        /// Creates a term.
        ///
        /// ```swift
        /// LinearSystem.Term(variable: 2, coefficient: 0.5)
        /// ```
        package init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// An edit variable and the value suggested for it.
    ///
    /// ```swift
    /// let edit = system.edits[0]   // the screen's width
    /// ```
    package struct Edit: Hashable, Sendable {
        /// The index into ``LinearSystem/variables``.
        ///
        /// ```swift
        /// system.variables[system.edits[0].variable]   // the screen's width
        /// ```
        package var variable: Int
        /// The edit's strength.
        ///
        /// ```swift
        /// system.edits[0].strength
        /// ```
        package var strength: Double
        /// The suggested value.
        ///
        /// ```swift
        /// system.edits[0].value   // 80 at a width of 80
        /// ```
        package var value: Double
    }

    /// The index path of the screen node.
    ///
    /// ```swift
    /// engine.linearSystems().map(\.screenPath)   // [[]] when the root is the screen
    /// ```
    package var screenPath: [Int]
    /// Variable names (`header.left`, `screen.width`, …).
    ///
    /// ```swift
    /// system.variables.prefix(2)   // the screen's width and height come first
    /// ```
    package var variables: [String]
    /// The values the layout solved, by variable index.
    ///
    /// ```swift
    /// zip(system.variables, system.values).forEach { print($0, $1) }
    /// ```
    package var values: [Double]
    /// The constraints, in the order they were added.
    ///
    /// ```swift
    /// system.constraints.count
    /// ```
    package var constraints: [Row]
    /// The edit variables (the screen's width and height).
    ///
    /// ```swift
    /// system.edits.map(\.value)   // [80, 24, …]: the size, then measured heights
    /// ```
    package var edits: [Edit]

    /// The systems as the oracle scripts read them (`Scripts/oracles/kiwi_layout.py`, the
    /// layout benchmark's peer): `{"systems": [{"variables", "constraints", "edits"}]}`.
    ///
    /// ```swift
    /// LinearSystem.oracleJSON(engine.linearSystems())   // {"systems":[…]}
    /// ```
    package static func oracleJSON(_ systems: [LinearSystem]) -> String {
        func number(_ value: Double) -> String {
            value.isFinite ? "\(value)" : "null"  // (never written: a layout refuses non-finite numbers)
        }
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20:
                    out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        let body = systems.map { system in
            let variables = system.variables.map(string).joined(separator: ",")
            let constraints = system.constraints.map { row in
                let terms = row.terms.map { "[\($0.variable),\(number($0.coefficient))]" }.joined(
                    separator: ",")
                return
                    "{\"terms\":[\(terms)],\"constant\":\(number(row.constant)),\"relation\":\(string(row.relation)),"
                    + "\"strength\":\(number(row.strength))}"
            }.joined(separator: ",")
            let edits = system.edits.map {
                "{\"variable\":\($0.variable),\"strength\":\(number($0.strength)),\"value\":\(number($0.value))}"
            }.joined(separator: ",")
            return "{\"variables\":[\(variables)],\"constraints\":[\(constraints)],\"edits\":[\(edits)]}"
        }
        return "{\"systems\":[" + body.joined(separator: ",") + "]}"
    }
}
