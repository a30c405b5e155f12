import TestDocuments
import Testing

@testable import PanelTerminal

/// The reducer alone, with plain values: a context made from a document, a state, events in,
/// effects out. No model, no screen, no clock.
@Suite struct LiveReducerTests {
    func context(presets: [(id: String, name: String)] = []) throws -> LiveContext {
        LiveContext(
            document: try TreeDecoder().decode(Documents.small), width: 50, height: 16, colorDepth: .sixteen,
            presets: presets)
    }

    func key(_ code: Key.Code, _ modifiers: Key.Modifiers = []) -> LiveEvent {
        .input(.key(Key(code, modifiers: modifiers)), now: 0)
    }

    /// Runs events through the reducer, returning the texts of every effect asked for.
    func reduce(_ events: [LiveEvent], _ state: inout LiveState, in context: LiveContext) -> [String] {
        let reducer = LiveReducer(context: context)
        return events.flatMap { reducer.reduce(&state, $0).map(\.text) }
    }

    @Test func aHeldArrowIsOneGestureBegunOnceChangedAndCommittedWhenTheKeyStops() throws {
        let context = try context()
        let reducer = LiveReducer(context: context)
        var state = LiveState(view: LiveView(focus: "size"))
        let first = reducer.reduce(&state, .input(.key(Key(.right)), now: 0))
        #expect(first.map(\.text) == ["edit size begin terminal-1"])
        #expect(first.first?.followUp == .began("size", gesture: "terminal-1", value: 5))
        #expect(state.view.held == LiveView.Held(gesture: "terminal-1", id: "size", last: 0, dragging: false))
        // The model began it: the first change follows, and its canonical value is shown.
        let began = reducer.reduce(
            &state, .applied(.began("size", gesture: "terminal-1", value: 5), .success(nil)))
        #expect(began.map(\.text) == ["edit size change terminal-1 5"])
        #expect(began.first?.followUp == .show("size", requested: 5))
        #expect(
            reducer.reduce(&state, .applied(.show("size", requested: 5), .success(5))).map(\.text) == [
                "show size 5"
            ])
        // A repeat within the hold time is the same gesture (the context still shows 4: it is
        // the screen's value the step starts from).
        #expect(
            reducer.reduce(&state, .input(.key(Key(.right)), now: 0.3)).map(\.text) == [
                "edit size change terminal-1 5"
            ])
        #expect(reducer.reduce(&state, .tick(now: 0.5)).isEmpty)
        #expect(
            reducer.reduce(&state, .tick(now: 0.3 + LiveReducer.holdTimeout)).map(\.text) == [
                "edit size commit terminal-1"
            ])
        #expect(state.view.held == nil)
    }

    @Test func aGestureTheModelRefusesGoesOnAsPlainSets() throws {
        let reducer = LiveReducer(context: try context())
        var state = LiveState(view: LiveView(focus: "size"))
        _ = reducer.reduce(&state, .input(.key(Key(.right)), now: 0))
        let refused = reducer.reduce(
            &state,
            .applied(
                .began("size", gesture: "terminal-1", value: 5),
                .failure(LiveRefusal(LiveUnsupported(description: "no")))))
        #expect(refused.map(\.text) == ["set size 5"])
        #expect(state.view.held?.gesture == nil)
        #expect(reducer.reduce(&state, .input(.key(Key(.right)), now: 0.1)).map(\.text) == ["set size 5"])
        // Without a gesture there is nothing to commit.
        #expect(reducer.reduce(&state, .leave).isEmpty)
    }

    @Test func keysBecomeEditsAndMessages() throws {
        let context = try context()
        var state = LiveState(view: LiveView(focus: "on"))
        #expect(reduce([key(.character(" "))], &state, in: context) == ["set on false"])
        #expect(reduce([key(.character("u"))], &state, in: context) == ["undo", "sync"])
        _ = LiveReducer(context: context).reduce(
            &state,
            .applied(
                .messageIfRefused("nothing to undo"), .failure(LiveRefusal(LiveUnsupported(description: "x")))
            ))
        #expect(state.view.message == "nothing to undo")
        #expect(reduce([key(.end)], &state, in: context).isEmpty)  // a toggle has no end
        state.view.focus = "size"
        #expect(reduce([key(.end), key(.home)], &state, in: context) == ["set size 10", "set size 0"])
        state.view.focus = "more.go"
        #expect(reduce([key(.enter)], &state, in: context) == ["trigger more.go", "sync"])
        #expect(reduce([key(.character("c"))], &state, in: context) == ["report copyText"])
        #expect(reduce([key(.character("l"), .control)], &state, in: context) == ["redraw all"])
        // q asks the model what quitting would lose; nothing: it quits.
        #expect(reduce([key(.character("q"))], &state, in: context) == ["check quit"])
        #expect(!state.view.isFinished)
        _ = LiveReducer(context: context).reduce(&state, .quitChecked(unsaved: nil))
        #expect(state.view.isFinished)
    }

    @Test func folderKeysChangeTheViewAndLayOutAgainWithoutTheModel() throws {
        let context = try context()
        var state = LiveState(view: LiveView(focus: "more"))
        #expect(reduce([key(.left)], &state, in: context) == ["rebuild"])
        #expect(state.view.collapsed == ["more": true])
        #expect(
            reduce([key(.character("/")), key(.character("m")), key(.character("o"))], &state, in: context)
                == ["rebuild", "rebuild"])
        #expect(state.view.filter == "mo")
        #expect(state.view.mode == .filter)
    }

    @Test func textIsTypedInTheViewAndStoredOnEnterOrRestoredOnARefusal() throws {
        let reducer = LiveReducer(context: try context())
        var state = LiveState(view: LiveView(focus: "name"))
        _ = reducer.reduce(&state, key(.enter))
        #expect(state.view.mode == .editing("name", LiveView.LineEdit("box")))
        #expect(reducer.reduce(&state, key(.character("!"))).map(\.text) == [#"show name "box!""#])
        let enter = reducer.reduce(&state, key(.enter))
        #expect(enter.map(\.text) == [#"set name "box!""#])
        #expect(enter.first?.followUp == .keepText("name", text: "box!", original: "box"))
        #expect(state.view.mode == .normal)
        let refused = reducer.reduce(
            &state,
            .applied(
                .keepText("name", text: "box!", original: "box"),
                .failure(LiveRefusal(LiveUnsupported(description: "too long")))))
        #expect(refused.map(\.text) == [#"show name "box""#])
        #expect(state.view.message == "too long")
    }

    @Test func thePresetMenuRenamesByThePresetsOwnIdAndSavesANewOneByName() throws {
        let context = try context(presets: [("p1", "wide"), ("p2", "narrow")])
        var state = LiveState()
        _ = reduce([key(.character("p")), key(.down), key(.character("r"))], &state, in: context)
        #expect(
            state.view.mode
                == .presets(
                    LiveView.PresetMenu(
                        selected: 1, naming: .renaming(presetID: "p2", LiveView.LineEdit("narrow")))))
        let renamed = reduce([key(.backspace), key(.backspace), key(.enter)], &state, in: context)
        #expect(renamed == ["rename preset p2 to narr", "sync"])
        #expect(state.view.mode == .presets(LiveView.PresetMenu(selected: 1)))
        _ = reduce([key(.character("s"))], &state, in: context)
        #expect(
            state.view.mode
                == .presets(LiveView.PresetMenu(selected: 1, naming: .saving(LiveView.LineEdit("")))))
        #expect(
            reduce(
                [key(.character(" ")), key(.character("x")), key(.character(" ")), key(.enter)], &state,
                in: context)
                == ["save preset x replacing", "sync"])
        #expect(reduce([key(.character("d"))], &state, in: context) == ["delete preset p2", "sync"])
        #expect(state.view.mode == .presets(LiveView.PresetMenu(selected: 0)))
    }

    @Test func aPressOnASliderIsADragGestureUntilTheButtonGoesUp() throws {
        let context = try context()
        let reducer = LiveReducer(context: context)
        let bar = try #require(context.painted.controlFrame(of: "size"))
        let end = try #require(
            (0...bar.maxX).last { context.painted.sliderPosition(of: "size", column: $0) ?? 0 < 1 })
        let start = try #require(
            (0...bar.maxX).first { context.painted.sliderPosition(of: "size", column: $0) == 0 })
        var state = LiveState()
        let mouse = { (action: MouseEvent.Action, column: Int) -> LiveEvent in
            .input(.mouse(MouseEvent(button: .left, action: action, column: column, row: bar.y)), now: 1)
        }
        #expect(reducer.reduce(&state, mouse(.press, end + 1)).map(\.text) == ["edit size begin terminal-1"])
        #expect(state.view.focus == "size")
        #expect(state.view.held == LiveView.Held(gesture: "terminal-1", id: "size", last: 1, dragging: true))
        #expect(reducer.reduce(&state, mouse(.drag, start)).map(\.text) == ["edit size change terminal-1 0"])
        // A dragged edit does not end by time, only when the button goes up.
        #expect(reducer.reduce(&state, .tick(now: 9)).isEmpty)
        #expect(reducer.reduce(&state, mouse(.release, start)).map(\.text) == ["edit size commit terminal-1"])
        #expect(state.view.held == nil)
    }

    @Test func layingOutAgainKeepsFocusOnTheNextControlStillShown() throws {
        let shown = try context()
        let collapsed = LiveContext(
            painted: shown.painted,
            tree: LiveTree(source: shown.tree.root, collapsed: ["more": true], filter: ""),
            overlayNodes: [], colorDepth: .sixteen, width: 50, height: 16)
        var state = LiveState(view: LiveView(focus: "more.mode"))
        let previous = shown.tree.focusOrder
        _ = LiveReducer(context: collapsed).reduce(&state, .laidOut(previousOrder: previous))
        #expect(state.view.focus == "more")
    }
}
