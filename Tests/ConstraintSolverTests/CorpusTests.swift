import Foundation
import Testing

@testable import ConstraintSolver

/// The committed fixed-seed corpus: systems with kiwisolver's answers, checked without Python.
@Suite struct CorpusTests {
    @Test func corpusAgreesWithRecordedKiwiAnswers() throws {
        var tally = Differential.Tally()
        var count = 0
        for (n, line) in kiwiCorpus.split(separator: "\n").enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let system = try #require(Differential.parseSystem(object))
            let dict = try #require(object as? [String: Any])
            let kiwi = try #require(dict["kiwi"].flatMap(Differential.parseResults))
            Differential.compare(
                system, ours: Differential.runOurs(system), kiwi: kiwi, label: "corpus \(n)", tally: &tally)
            count += 1
        }
        #expect(count >= 400)
        #expect(tally.steps > 5000)
        #expect(tally.statuses["unsatisfiable", default: 0] > 20)
        for failure in tally.failures.prefix(10) { Issue.record("\(failure)") }
        #expect(tally.failures.isEmpty)
    }
}
