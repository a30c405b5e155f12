/// What the model did with an edit, as the session shows it: the canonical value in the panel,
/// a message on the status line, the next step of a gesture.
extension LiveReducer.Step {
    mutating func handleOutcome(_ followUp: LiveFollowUp, _ result: Result<PanelValue?, LiveRefusal>) {
        switch (followUp, result) {
        case (.ignore, _):
            break
        case (.show(let id, let requested), .success(let value)):
            effects.append(.show(value ?? requested, for: id))
        case (.keepText(let id, let text, _), .success(let value)):
            effects.append(.show(value ?? .string(text), for: id))
        case (.keepText(let id, _, let original), .failure(let refusal)):
            effects.append(.show(.string(original), for: id))
            view.message = refusal.message
        case (.message(let done), .success):
            view.message = done
        case (.messageIfRefused, .success):
            break
        case (.messageIfRefused(let text), .failure):
            view.message = text
        case (.drawer(let id, let done), .success(let value)):
            let drawer = value.flatMap { try? DrawerPresentation(panelValue: $0) } ?? DrawerPresentation()
            effects.append(.show(drawer.panelValue, for: id))
            if let done {
                view.message = done
                view.focus = nil
                effects.append(.fullDiff)
            }
        case (.began(let id, let gesture, let value), .success):
            setValue(value, for: id, gesture: gesture)
        case (.began(let id, let gesture, let value), .failure):
            // The model keeps no gesture for it: each change is a set of its own.
            if view.held?.gesture == gesture { view.held?.gesture = nil }
            setValue(value, for: id, gesture: nil)
        case (.show, .failure(let refusal)), (.message, .failure(let refusal)),
            (.drawer, .failure(let refusal)):
            view.message = refusal.message
        }
    }

    /// What a copy, a write or a recovery answered.
    mutating func handleReport(_ report: LiveReport, _ result: Result<String, LiveRefusal>) {
        switch (report, result) {
        case (.copy, .success(let text)):
            view.copied.append(text)
            view.message = "copied \(text.split(separator: "\n").count) lines: printed when you quit"
        case (.file, .success(let done)):
            view.message = done
        case (_, .failure(let refusal)):
            view.message = refusal.message
        }
    }
}
