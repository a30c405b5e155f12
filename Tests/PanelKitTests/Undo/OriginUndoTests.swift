import Synchronization
import Testing

@testable import PanelKit

/// Undo belongs to the person: the program's writes are no undo steps unless it asks, and a
/// person's repeated steps of one control within the gesture pause are one step, whichever
/// frontend sent them.
@Suite struct OriginUndoTests {
    /// A clock a test moves by hand.
    final class ManualClock: Sendable {
        private let elapsed = Mutex(Duration.seconds(1000))

        func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }

        var now: Duration { elapsed.withLock { $0 } }
    }

    @Test func aThousandProgramWritesLeaveThePersonsUndoIntact() throws {
        let tune = Tune.panel()
        let session = PanelSession(tune.panel)
        _ = session.receive(#"{"type":"set","seq":1,"id":"radius","value":10}"#)
        for step in 0..<1000 {
            tune.update { $0.speed = step.isMultiple(of: 2) ? 2 : 0.5 }
            try tune.set(.number(Double(step % 48)), for: "blur")
        }
        #expect(tune.values.speed == 0.5)
        let undo = session.receive(#"{"type":"undo","seq":2}"#)
        #expect(try object(undo[0])["type"] == "ack")
        #expect(tune.values.radius == 24, "undo went back to the person's last edit")
        #expect(tune.values.speed == 0.5, "the program's writes stay")
        #expect(!tune.panel.canUndo)
    }

    @Test func theProgramAsksForAnUndoStep() throws {
        let tune = Tune.panel()
        tune.update { $0.radius = 30 }
        try tune.set(5, for: "blur")
        #expect(!tune.panel.canUndo)
        tune.update(undoable: true) { $0.radius = 12 }
        try tune.set(40, for: "blur", undoable: true)
        try tune.panel.set(20, for: "radius", origin: .frontend)
        #expect(tune.undo())
        #expect(tune.values.radius == 12)
        #expect(tune.undo())
        #expect(tune.values.blur == 5)
        #expect(tune.undo())
        #expect(tune.values.radius == 30)
        #expect(!tune.undo())
    }

    @Test func fivePageArrowPressesAreOneUndoStep() throws {
        let tune = Tune.panel()
        let clock = ManualClock()
        tune.panel.setClock { clock.now }
        let session = PanelSession(tune.panel)
        for (seq, radius) in [25, 26, 27, 28, 29].enumerated() {
            _ = session.receive(#"{"type":"set","seq":\#(seq + 1),"id":"radius","value":\#(radius)}"#)
            clock.advance(by: .milliseconds(200))
        }
        #expect(tune.values.radius == 29)
        _ = session.receive(#"{"type":"undo","seq":10}"#)
        #expect(tune.values.radius == 24, "the five presses were one step")
        #expect(!tune.panel.canUndo)
        _ = session.receive(#"{"type":"redo","seq":11}"#)
        #expect(tune.values.radius == 29)
    }

    @Test func theGesturePauseIsComparedInNanosecondsWhateverItsSize() throws {
        // The run is timed in whole nanoseconds: a step a nanosecond short of the pause joins
        // the run, one at the pause does not; a pause too long for 64-bit nanoseconds (or none)
        // neither traps nor changes the rule.
        let tune = Tune.panel()
        let clock = ManualClock()
        tune.panel.setClock { clock.now }
        let session = PanelSession(tune.panel)
        func set(_ value: Double, seq: Int) {
            _ = session.receive(#"{"type":"set","seq":\#(seq),"id":"radius","value":\#(value)}"#)
        }
        tune.panel.gesturePause = .nanoseconds(1_000)
        set(30, seq: 1)
        clock.advance(by: .nanoseconds(999))
        set(31, seq: 2)  // joins
        clock.advance(by: .nanoseconds(1_000))
        set(32, seq: 3)  // a new step
        #expect(tune.undo())
        #expect(tune.values.radius == 31)
        #expect(tune.undo())
        #expect(tune.values.radius == 24)
        tune.panel.gesturePause = .seconds(Int64.max)
        set(40, seq: 4)
        clock.advance(by: .seconds(86_400 * 365))
        set(41, seq: 5)  // a year later, still the same run
        #expect(tune.undo())
        #expect(tune.values.radius == 24)
        tune.panel.gesturePause = .zero
        set(42, seq: 6)
        set(43, seq: 7)  // no pause at all is still a pause of zero: a new step
        #expect(tune.undo())
        #expect(tune.values.radius == 42)
    }

    @Test func aPauseAnotherControlOrAnUndoEndsTheRun() throws {
        let tune = Tune.panel()
        let clock = ManualClock()
        tune.panel.setClock { clock.now }
        let session = PanelSession(tune.panel)
        func set(_ id: String, _ value: Double, seq: Int) {
            _ = session.receive(#"{"type":"set","seq":\#(seq),"id":"\#(id)","value":\#(value)}"#)
        }
        set("radius", 30, seq: 1)
        clock.advance(by: .milliseconds(100))
        set("radius", 31, seq: 2)
        clock.advance(by: Panel.defaultGesturePause)  // a pause: a new step
        set("radius", 32, seq: 3)
        clock.advance(by: .milliseconds(100))
        set("blur", 10, seq: 4)  // another control: a new step
        clock.advance(by: .milliseconds(100))
        set("radius", 33, seq: 5)  // and back: a new step
        #expect(tune.undo())
        #expect(tune.values.radius == 32)
        #expect(tune.undo())
        #expect(tune.values.blur == 48)
        #expect(tune.undo())
        #expect(tune.values.radius == 31)
        #expect(tune.undo())
        #expect(tune.values.radius == 24)
        // After an undo, the next step does not join the one undone.
        set("radius", 40, seq: 6)
        clock.advance(by: .milliseconds(100))
        #expect(tune.redo() == false)
        #expect(tune.undo())
        #expect(tune.values.radius == 24)
    }

    @Test func updateFindsWhatChangedByTheModelsBytes() throws {
        let tune = Tune.panel()
        let seen = Recorder<PanelUpdate>()
        let observation = tune.panel.observe { seen.append($0) }
        tune.update {
            $0.radius = 100  // clamped to 48
            $0.fill = "#abc"  // a string: read on every update
            $0.speed = 1.7  // snapped to the nearest stop
        }
        #expect(tune.values.radius == 48)
        #expect(tune.values.fill == "#AABBCC")
        #expect(tune.values.speed == 2)
        let changes = try #require(seen.items.last).changes
        #expect(Set(changes.map(\.id)) == ["radius", "fill", "motion.speed"])
        #expect(changes.allSatisfy { $0.origin == .code })
        // The bindings of plain data are found by their bytes; the string is read every time.
        let mirror = tune.mirror
        #expect(mirror.watch.unwatched.sorted() == ["fill", "mode"])
        var before = mirror.model
        mirror.model.blur = 3
        #expect(mirror.touched(since: &before).sorted() == ["blur", "fill", "mode"])
        mirror.model = before
        tune.update { _ in }
        #expect(seen.items.count == 1, "a body that changes nothing posts nothing")
        observation.cancel()
    }
}
