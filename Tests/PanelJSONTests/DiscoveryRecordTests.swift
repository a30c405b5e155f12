import Testing

@testable import PanelJSON

/// The discovery file's JSON, read and written where JSON lives (the server parses none).
@Suite struct DiscoveryRecordTests {
    @Test func aRecordReadsBackAsWritten() {
        let record = DiscoveryRecord(
            pid: 4242, name: "particles \"sim\"", panels: ["Card", "Physics"],
            url: "http://127.0.0.1:8123/?token=abc")
        #expect(DiscoveryRecord(json: record.json) == record)
    }

    @Test func missingOrWrongMembersAreNotARecord() {
        for text in [
            #"{"url":"http://127.0.0.1:1/"}"#, #"{"pid":"1","url":"x"}"#, #"{"pid":1}"#, "[1]", "{",
            #"{"pid":1.5,"url":"x"}"#,
        ] {
            #expect(DiscoveryRecord(json: Array(text.utf8)) == nil, "\(text)")
        }
        // A name or panels of another type read as absent.
        let lenient = DiscoveryRecord(json: Array(#"{"pid":7,"url":"u","name":3,"panels":[1,"A"]}"#.utf8))
        #expect(lenient == DiscoveryRecord(pid: 7, name: "", panels: ["A"], url: "u"))
    }

    /// A pid no process can have (here 1e300) is refused, never a crash: the reading converted
    /// it with `Int(_:)`, which traps on a number that large.
    @Test func aPidOutOfRangeIsRefusedWithoutACrash() {
        #expect(DiscoveryRecord(json: Array(#"{"pid":1e300,"url":"u"}"#.utf8)) == nil)
        #expect(DiscoveryRecord(json: Array(#"{"pid":4294967296,"url":"u"}"#.utf8)) == nil)
    }
}
