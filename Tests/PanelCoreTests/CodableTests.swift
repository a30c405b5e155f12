import Foundation
import PanelCore
import TestDocuments
import Testing

@Suite struct CodableTests {
    @Test func foundationCodersUseThePrimitiveForms() throws {
        let document = PanelDocument(root: Samples.everyKind, values: ["radius": 24, "fill": "#F97316"])
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(PanelDocument.self, from: data) == document)
        let spring = try JSONDecoder().decode(
            Spring.self, from: Data(#"{"type":"time","duration":0.5,"bounce":0}"#.utf8))
        #expect(spring == .time(duration: 0.5, bounce: 0))
    }

    @Test func decodingErrorsCarryTheReason() {
        do {
            _ = try JSONDecoder().decode(
                Spring.self, from: Data(#"{"type":"time","duration":0,"bounce":0}"#.utf8))
            Issue.record("decoded an invalid spring")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "spring duration must be greater than 0, got 0")
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try JSONDecoder().decode(Node.self, from: Data(#"{"kind":"slider","range":[2]}"#.utf8))
            Issue.record("decoded an invalid node")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription == "$.range: expected [min, max] with two finite numbers, got [2]")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
