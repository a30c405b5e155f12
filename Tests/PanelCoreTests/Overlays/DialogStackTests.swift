import PanelCore
import Testing

@Suite struct DialogStackTests {
    let rules: [NodeID: DialogElement] = [
        "open": DialogElement(),
        "sticky": DialogElement(dismissOnOutsideTap: false, dismissOnEscape: false),
    ]

    @Test func theNewestIsOnTopAndDismissingItRevealsTheOneBelow() {
        var stack = DialogStack()
        let first = stack.present("open")
        let second = stack.present("sticky")
        let again = stack.present("open")
        #expect(first && second && !again)
        #expect(stack.top == "sticky")
        #expect(stack.presentation(of: "open") == DialogPresentation(isPresented: true, z: 1))
        #expect(stack.presentation(of: "sticky") == DialogPresentation(isPresented: true, z: 2))
        let dismissal = stack.dismiss("sticky", reason: .code)
        #expect(dismissal == Dismissal(id: "sticky", reason: .code))
        #expect(stack.top == "open")
        #expect(stack.presentation(of: "sticky") == DialogPresentation(isPresented: false, dismissal: .code))
    }

    @Test func escapeAndOutsideTapsReachOnlyTheTopAndFollowItsRules() {
        var stack = DialogStack()
        stack.present("open")
        stack.present("sticky")
        let escaped = stack.escape { rules[$0] }
        let tapped = stack.outsideTap { rules[$0] }
        #expect(escaped == nil && tapped == nil)
        #expect(stack.presented == ["open", "sticky"])
        stack.dismiss("sticky", reason: .cancel)
        let outside = stack.outsideTap { rules[$0] }
        #expect(outside == Dismissal(id: "open", reason: .outsideTap))
        stack.present("open")
        let escape = stack.escape { rules[$0] }
        #expect(escape == Dismissal(id: "open", reason: .escape))
        #expect(stack.isEmpty)
        let nothing = stack.escape { rules[$0] }
        #expect(nothing == nil)
    }

    @Test func dismissingWhatIsNotShownDoesNothing() {
        var stack = DialogStack()
        let dismissal = stack.dismiss("open", reason: .presenter)
        #expect(dismissal == nil)
        #expect(stack.presentation(of: "open") == DialogPresentation())
    }

    @Test func presentationHasAPrimitiveForm() throws {
        let shown = DialogPresentation(isPresented: true, z: 2)
        #expect(shown.panelValue == ["presented": true, "z": 2])
        let gone = DialogPresentation(isPresented: false, dismissal: .outsideTap)
        #expect(gone.panelValue == ["presented": false, "dismissal": "outsideTap"])
        #expect(try DialogPresentation(panelValue: gone.panelValue) == gone)
        #expect(throws: ValueError.self) { try DialogPresentation(panelValue: ["presented": true, "z": 0]) }
        #expect(throws: ValueError.self) { try DialogPresentation(panelValue: ["presented": "yes"]) }
    }

    @Test func overlaysHaveAPrimitiveForm() throws {
        let dim = DialogOverlay.dim("#000000", opacity: 0.5)
        #expect(dim.panelValue == ["type": "dim", "color": "#000000", "opacity": 0.5])
        #expect(try DialogOverlay(panelValue: dim.panelValue) == dim)
        #expect(try DialogOverlay(panelValue: ["type": "blur", "style": "dark"]) == .blur(.dark))
        #expect(try DialogOverlay(panelValue: ["type": "none"]) == DialogOverlay.none)
        #expect(throws: ValueError.self) { try DialogOverlay(panelValue: ["type": "dim", "opacity": 2]) }
        #expect(throws: ValueError.self) {
            try DialogOverlay(panelValue: ["type": "blur", "style": "frosted"])
        }
        #expect(DialogOverlay.blur(.dark).opacity > DialogOverlay.blur(.light).opacity)
    }
}
