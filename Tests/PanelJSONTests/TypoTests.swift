import PanelCore
import Testing

@testable import PanelJSON

/// The validator's rules, one typo'd document each: the right level, the JSON path and the
/// name the author most likely meant; and the one normalisation of values, reported as notes.
@Suite struct TypoTests {
    /// A panel with a gravity slider, a motion folder and a toggle, with `change` applied to
    /// its text.
    static func document(_ change: (String) -> String = { $0 }) -> String {
        change(
            #"""
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"Physics","children":[
              {"kind":"slider","id":"gravity","label":"Gravity","range":[0,20],"step":0.1},
              {"kind":"folder","id":"motion","children":[{"kind":"springEditor","id":"motion.spring"}]},
              {"kind":"toggle","id":"wind","modifiers":{"visibleWhen":{"id":"gravity","greaterThan":1}}}
            ]},"values":{"gravity":9.8,"wind":true}}
            """#)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var from: String
        var to: String
        var severity: JSONProblem.Severity
        var expected: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(
            rule: "unknown kind", from: #""kind":"slider""#, to: #""kind":"slidr""#, severity: .warning,
            expected:
                #"$.root.children[0].kind: warning: unknown kind "slidr" (kept for a newer version; drawn as its label and value); did you mean "slider"?"#
        ),
        Case(
            rule: "unknown property", from: #""range":[0,20]"#, to: #""range":[0,20],"rnage":[0,10]"#,
            severity: .warning,
            expected:
                #"$.root.children[0].rnage: warning: a slider has no property "rnage" (kept, but unused); did you mean "range"?"#
        ),
        Case(
            rule: "unknown modifier", from: #""visibleWhen""#, to: #""visibelWhen""#, severity: .warning,
            expected:
                #"$.root.children[2].modifiers.visibelWhen: warning: unknown member "visibelWhen" (ignored); did you mean "visibleWhen"?"#
        ),
        Case(
            rule: "rule on a missing id", from: #""id":"gravity","greaterThan""#,
            to: #""id":"gravty","greaterThan""#,
            severity: .error,
            expected:
                #"$.root.children[2].modifiers.visibleWhen: the rule names "gravty", which is not in the tree; did you mean "gravity"?"#
        ),
        Case(
            rule: "folder child outside its folder", from: #""id":"motion.spring""#, to: #""id":"spring""#,
            severity: .error,
            expected:
                #"$.root.children[1].children[0].id: id "spring" is inside folder "motion" but does not start with "motion."; did you mean "motion.spring"?"#
        ),
        Case(
            rule: "value of an unknown id", from: #""gravity":9.8"#, to: #""gravty":9.8"#, severity: .warning,
            expected:
                #"$.values.gravty: warning: a value for "gravty", which is not in the tree (kept, but unused); did you mean "gravity"?"#
        ),
    ]

    @Test func theDocumentAsWrittenHasNothingToSay() throws {
        let decoded = try TreeDecoder(strict: true).decodeReporting(TypoTests.document())
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test(arguments: TypoTests.cases)
    func eachTypoGetsItsMessageAndSuggestion(_ typo: Case) throws {
        let text = TypoTests.document { $0.replacingFirst(typo.from, with: typo.to) }
        #expect(text != TypoTests.document())
        switch typo.severity {
        case .error:
            #expect(throws: JSONDecodingError.self) { try TreeDecoder().decode(text) }
            do {
                _ = try TreeDecoder().decode(text)
            } catch {
                #expect(error.problems.map(\.description) == [typo.expected])
            }
        default:
            let decoded = try TreeDecoder().decodeReporting(text)
            #expect(decoded.diagnostics.map(\.description) == [typo.expected])
            #expect(decoded.diagnostics.map(\.severity) == [typo.severity])
            // Strict: the same, refused as an error.
            do {
                _ = try TreeDecoder(strict: true).decode(text)
                Issue.record("strict accepted \(typo.rule)")
            } catch {
                #expect(error.problems.map(\.severity) == [.error])
                #expect(error.problems.map(\.path) == decoded.diagnostics.map(\.path))
            }
        }
    }

    /// The problems `text` is refused with, as printed.
    static func refusal(_ text: String, strict: Bool = false) -> [String] {
        do {
            _ = try TreeDecoder(strict: strict).decode(text)
            Issue.record("the document was accepted")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func anErrorDoesNotHoldBackTheWarnings() {
        // A typo'd kind (a warning) and a value no option has (an error): both, in one run.
        let text = #"""
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"P","children":[
              {"kind":"slidr","id":"speed","range":[0,2]},
              {"kind":"picker","id":"shape","options":["circle","square"]}
            ]},"values":{"shape":"hexagon"}}
            """#
        let problems = TypoTests.refusal(text)
        #expect(problems.count == 2)
        #expect(
            problems.first
                == #"$.root.children[0].kind: warning: unknown kind "slidr" (kept for a newer version; drawn as its label and value); did you mean "slider"?"#
        )
        #expect(problems.last?.hasPrefix(#"$.values.shape: "#) == true)
        #expect(problems.last?.contains("hexagon") == true)
        #expect(problems.last?.contains("warning") == false)
        // Strict: the same problems, all errors.
        #expect(
            TypoTests.refusal(text, strict: true).map { $0.replacingOccurrences(of: "warning: ", with: "") }
                == problems.map { $0.replacingOccurrences(of: "warning: ", with: "") })
    }

    @Test func aMisspeltRequiredPropertyIsNamedWithoutFollowOnErrors() {
        // "rnage" for "range": the slider has no range, so the rest of what is said about it
        // (its accessibility's steps, checked against a range it does not have) is not.
        let text = #"""
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"P","children":[
              {"kind":"slider","id":"gravity","label":"Gravity","rnage":[0,20],"step":0.1,
               "accessibility":{"role":"slider","label":"Gravity","valueText":"9.8",
                                "decrement":9.7,"increment":9.9}}
            ]},"values":{"gravity":9.8}}
            """#
        let problems = TypoTests.refusal(text)
        #expect(
            problems == [
                #"$.root.children[0]: a slider needs "range" or "stops"; it has "rnage": did you mean "range"?"#
            ])
    }

    @Test func aMisspeltRequiredPropertyOfAnotherKindIsNamedToo() {
        let text = #"""
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"P","children":[
              {"kind":"picker","id":"style","optoins":["glass","solid"]}
            ]}}
            """#
        #expect(
            TypoTests.refusal(text) == [
                #"$.root.children[0]: missing member "options"; it has "optoins": did you mean "options"?"#
            ])
    }

    @Test func aNameFarFromEveryKnownOneGetsNoSuggestion() throws {
        let text = TypoTests.document { $0.replacingFirst(#""kind":"slider""#, with: #""kind":"hologram""#) }
        let decoded = try TreeDecoder().decodeReporting(text)
        #expect(
            decoded.diagnostics.map(\.message) == [
                #"unknown kind "hologram" (kept for a newer version; drawn as its label and value)"#
            ])
    }

    @Test func aNewerMinorVersionMayUseNamesThisReaderDoesNotKnow() throws {
        let newer = { (text: String) in
            text.replacingFirst(#""version":1,"#, with: #""version":1,"minor":9,"#)
        }
        let future = TypoTests.document {
            newer($0.replacingFirst(#""kind":"toggle""#, with: #""kind":"hologram""#))
        }
        #expect(try TreeDecoder(strict: true).decodeReporting(future).diagnostics.isEmpty)
        // A name close to a known one is still most likely a typo.
        let typo = TypoTests.document {
            newer($0.replacingFirst(#""kind":"slider""#, with: #""kind":"slidr""#))
        }
        #expect(try TreeDecoder().decodeReporting(typo).warnings.map(\.path) == ["$.root.children[0].kind"])
    }

    @Test func valuesAreNormalisedOnReadingWithANote() throws {
        let text = ##"""
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"P","children":[
              {"kind":"colorPicker","id":"tint"},{"kind":"colorPicker","id":"short"},
              {"kind":"slider","id":"mass","range":[0,2000],"step":50},
              {"kind":"slider","id":"speed","stops":[0.5,1,2]}
            ]},"values":{"tint":"#33ccff","short":"#abc","mass":1234,"speed":1.1}}
            """##
        let decoded = try TreeDecoder().decodeReporting(text)
        #expect(decoded.document.values["tint"] == "#33CCFF")
        #expect(decoded.document.values["short"] == "#AABBCC")
        #expect(decoded.document.values["mass"] == 1250)
        #expect(decoded.document.values["speed"] == 1)
        #expect(
            decoded.diagnostics.map(\.description) == [
                "$.values.mass: note: value 1234 is not on a step (nearest is 1250); stored as 1250",
                ##"$.values.short: note: value "#abc" is not canonical (expected "#AABBCC"); stored as "#AABBCC""##,
                "$.values.speed: note: value 1.1 is not one of the stops [0.5, 1, 2] (shows as 1); stored as 1",
                ##"$.values.tint: note: value "#33ccff" is not canonical (expected "#33CCFF"); stored as "#33CCFF""##,
            ])
        // The same function as `set`: what the decoder stores is what the control stores.
        let tint = Element.colorPicker(ColorPickerElement(label: "tint"))
        #expect(try tint.canonicalValue("#33ccff") == decoded.document.values["tint"])
        // The plain decoder accepts it; a strict one refuses every note.
        #expect(try TreeDecoder().decode(text).values["mass"] == 1250)
        #expect(throws: JSONDecodingError.self) { try TreeDecoder(strict: true).decode(text) }
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
