/// The tableau's definitions compiled for `Solver.updateVariables()`: one flat pass over contiguous
/// arrays, in definition order, that computes each defined variable from the values of its terms and
/// writes it both into the solver's values (by symbol) and into the variable's storage.
///
/// Compiled after anything but suggestions (the only calls that create or drop definitions), so a
/// drag evaluates without looking anything up. A definition reads only user variables that are basic,
/// parametric (0) or defined by an earlier definition, so definition order is an evaluation order, and
/// after suggestions the steps before the first one that reads a changed value need not run.
struct DefinitionProgram {
    /// One definition: `values[target] = constant + c0·values[s0] + c1·values[s1] + Σ overflow terms`.
    ///
    /// Layout definitions have at most two terms (`left == previous.left + previous.width + gap`), so
    /// those are fields of the step and summed without a loop or a branch; a step with fewer has
    /// `0·values[0]` in the free places (symbol 0 is the invalid symbol, whose value stays 0). Terms
    /// beyond two go to `overflow`, from the previous step's `overflowEnd` to this one's.
    struct Step {
        var constant: Double
        /// The storage of the target's variable (nil only for a symbol without one).
        var storage: UnsafeMutablePointer<Double>?
        var c0: Double
        var c1: Double
        var s0: UInt32
        var s1: UInt32
        var target: UInt32
        var overflowEnd: UInt32
    }

    struct Term {
        var coefficient: Double
        var symbol: UInt32
    }

    var steps: [Step] = []
    var overflow: [Term] = []
    /// Per symbol, the first step that reads its value (`Int32.max` when none does).
    var firstReader: [Int32] = []

    /// Rebuilds the steps from the definitions of the solver's tableau, in definition order (every
    /// full update compiles: about 100 instructions per definition, a few times one evaluation).
    ///
    /// Reads the tableau's arrays through the solver in place: a `Tableau` argument read from the
    /// solver's stored property is a copy of the whole struct (every array retained and released).
    mutating func compile(
        _ solver: Solver, variableIndexOfSymbol: [Int32], valueStorage: [UnsafeMutablePointer<Double>]
    ) {
        firstReader.removeAll(keepingCapacity: true)
        firstReader.append(contentsOf: repeatElement(Int32.max, count: solver.tableau.symbolCount))
        var overflow: [Term] = []
        steps = firstReader.withUnsafeMutableBufferPointer { firstReader in
            Self.steps(
                order: solver.tableau.definitionOrder, definitions: solver.tableau.definitions,
                ids: solver.tableau.definitionIds, coefficients: solver.tableau.definitionCoeffs,
                live: solver.tableau.definitions.count - solver.tableau.freeDefinitions.count,
                variableIndexOfSymbol: variableIndexOfSymbol, valueStorage: valueStorage,
                firstReader: firstReader, overflow: &overflow)
        }
        self.overflow = overflow
    }

    /// The steps of the definitions listed in `order`, with each symbol's first reader noted.
    private static func steps(
        order: [Int32], definitions: [Definition], ids: [UInt32], coefficients: [Double], live: Int,
        variableIndexOfSymbol: [Int32], valueStorage: [UnsafeMutablePointer<Double>],
        firstReader: UnsafeMutableBufferPointer<Int32>, overflow: inout [Term]
    ) -> [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(live)
        for d in order where d >= 0 {
            let definition = definitions[Int(d)]
            let position = Int32(steps.count)
            var c = (0.0, 0.0)
            var s: (UInt32, UInt32) = (0, 0)
            for i in definition.start..<(definition.start + definition.count) {
                let symbol = ids[i]
                if i == definition.start {
                    (c.0, s.0) = (coefficients[i], symbol)
                } else if i == definition.start + 1 {
                    (c.1, s.1) = (coefficients[i], symbol)
                } else {
                    overflow.append(Term(coefficient: coefficients[i], symbol: symbol))
                }
                if firstReader[Int(symbol)] > position { firstReader[Int(symbol)] = position }
            }
            let target = Int(definition.variable)
            let index = target < variableIndexOfSymbol.count ? Int(variableIndexOfSymbol[target]) : -1
            steps.append(
                Step(
                    constant: definition.constant, storage: index >= 0 ? valueStorage[index] : nil, c0: c.0,
                    c1: c.1, s0: s.0, s1: s.1, target: definition.variable,
                    overflowEnd: UInt32(overflow.count)))
        }
        return steps
    }

    /// The first step to run after the value of `symbol` changed (`steps.count` when none reads it).
    func firstStep(reading symbol: Int) -> Int {
        symbol < firstReader.count ? min(Int(firstReader[symbol]), steps.count) : 0
    }

    /// Runs the steps from `first` on, summing each in the order its definition lists its terms (so
    /// the values are those of a full evaluation, bit for bit). `values[0]` must be 0.
    func run(from first: Int, values: UnsafeMutableBufferPointer<Double>) {
        guard first < steps.count else { return }
        steps.withUnsafeBufferPointer { steps in
            overflow.withUnsafeBufferPointer { overflow in
                var o = first == 0 ? 0 : Int(steps[first - 1].overflowEnd)
                var k = first
                while k < steps.count {
                    let step = steps[k]
                    k &+= 1
                    var sum = step.constant
                    sum += step.c0 * values[Int(step.s0)]
                    sum += step.c1 * values[Int(step.s1)]
                    let end = Int(step.overflowEnd)
                    while o < end {
                        sum += overflow[o].coefficient * values[Int(overflow[o].symbol)]
                        o &+= 1
                    }
                    values[Int(step.target)] = sum
                    step.storage?.pointee = sum
                }
            }
        }
    }
}
