/// The tableau's definitions compiled for `Solver.updateVariables()`: one flat pass over contiguous
/// arrays, in definition order, that computes each defined variable from the values of its terms and
/// writes it both into the solver's values (by symbol) and into the variable's storage.
///
/// Compiled after anything but suggestions (the only calls that create or drop definitions), so a
/// drag evaluates without looking anything up. A definition reads only user variables that are basic,
/// parametric (0) or defined by an earlier definition, so definition order is an evaluation order, and
/// after suggestions the steps before the first one that reads a changed value need not run.
struct DefinitionProgram {
    /// One definition: `values[target] = constant + Σ terms` over the terms that end at `end`.
    struct Step {
        var constant: Double
        /// The storage of the target's variable (nil only for a symbol without one).
        var storage: UnsafeMutablePointer<Double>?
        var target: UInt32
        /// The end of this step's terms in `terms` (they start where the previous step's end).
        var end: UInt32
    }

    struct Term {
        var coefficient: Double
        var symbol: UInt32
    }

    var steps: [Step] = []
    var terms: [Term] = []
    /// Per symbol, the first step that reads its value (`Int32.max` when none does).
    var firstReader: [Int32] = []

    /// Rebuilds the steps from the tableau's definitions, in definition order.
    mutating func compile(
        _ tableau: Tableau, variableIndexOfSymbol: [Int32], valueStorage: [UnsafeMutablePointer<Double>]
    ) {
        steps.removeAll(keepingCapacity: true)
        terms.removeAll(keepingCapacity: true)
        firstReader.removeAll(keepingCapacity: true)
        firstReader.append(contentsOf: repeatElement(Int32.max, count: tableau.symbolCount))
        let live = tableau.definitions.count - tableau.freeDefinitions.count
        steps.reserveCapacity(live)
        for d in tableau.definitionOrder where d >= 0 {
            let definition = tableau.definitions[Int(d)]
            let step = Int32(steps.count)
            for i in definition.start..<(definition.start + definition.count) {
                let symbol = tableau.definitionIds[i]
                terms.append(Term(coefficient: tableau.definitionCoeffs[i], symbol: symbol))
                if firstReader[Int(symbol)] > step { firstReader[Int(symbol)] = step }
            }
            let target = Int(definition.variable)
            let index = target < variableIndexOfSymbol.count ? Int(variableIndexOfSymbol[target]) : -1
            steps.append(
                Step(
                    constant: definition.constant, storage: index >= 0 ? valueStorage[index] : nil,
                    target: definition.variable, end: UInt32(terms.count)))
        }
    }

    /// The first step to run after the value of `symbol` changed (`steps.count` when none reads it).
    @inline(__always) func firstStep(reading symbol: Int) -> Int {
        symbol < firstReader.count ? min(Int(firstReader[symbol]), steps.count) : 0
    }

    /// Runs the steps from `first` on, summing each in the order its definition lists its terms (so
    /// the values are those of a full evaluation, bit for bit).
    func run(from first: Int, values: UnsafeMutableBufferPointer<Double>) {
        guard first < steps.count else { return }
        steps.withUnsafeBufferPointer { steps in
            terms.withUnsafeBufferPointer { terms in
                var t = first == 0 ? 0 : Int(steps[first - 1].end)
                var k = first
                while k < steps.count {
                    let step = steps[k]
                    k &+= 1
                    var sum = step.constant
                    let end = Int(step.end)
                    // Layout definitions have one or two terms (`left == previous.left + previous.width
                    // + gap`): those are summed without a loop, in the same order.
                    let count = end &- t
                    if count == 2 {
                        sum += terms[t].coefficient * values[Int(terms[t].symbol)]
                        sum += terms[t &+ 1].coefficient * values[Int(terms[t &+ 1].symbol)]
                    } else if count == 1 {
                        sum += terms[t].coefficient * values[Int(terms[t].symbol)]
                    } else {
                        while t < end {
                            sum += terms[t].coefficient * values[Int(terms[t].symbol)]
                            t &+= 1
                        }
                    }
                    t = end
                    values[Int(step.target)] = sum
                    step.storage?.pointee = sum
                }
            }
        }
    }
}
