/// The effect runner: the one place where the session's reducer meets the model and the
/// screen. Each event goes through the reducer with the screen as laid out now; each effect it
/// asks for is carried out in order, and what an edit did goes back through the reducer before
/// the next effect runs (so a later effect sees the screen the earlier ones left).
extension LiveSession {
    /// Handles one event: the reducer, then its effects.
    func send(_ event: LiveEvent) {
        for effect in reduce(event) { run(effect) }
    }

    /// The reducer's answer to `event`, with the screen as laid out now. The reducer is gone
    /// when this returns, before any effect changes the screen; the context stays with the
    /// cache only until the screen changes (the cache lets it go before it repaints, so that no
    /// repaint copies a painting the context still shares).
    private func reduce(_ event: LiveEvent) -> [LiveEffect] {
        let presets: [(id: String, name: String)]
        if case .presets = view.mode { presets = model.presets.list } else { presets = [] }
        return LiveReducer(context: cache.context(presets: presets)).reduce(&state, event)
    }

    private func run(_ effect: LiveEffect) {
        switch effect {
        case .apply(let edit, let followUp):
            let result: Result<PanelValue?, LiveRefusal>
            do {
                result = .success(try model.apply(edit))
            } catch {
                result = .failure(LiveRefusal(error))
            }
            send(.applied(followUp, result))
        case .show(let value, let id):
            cache.show(value, for: id)
        case .sync(let except):
            cache.sync(with: model.document, except: except)
        case .rebuild:
            cache.rebuild()
        case .fullDiff:
            cache.needsFullDiff = true
        case .toggleLog:
            cache.toggleLog()
        case .redrawAll:
            cache.forget()
        case .report(let report):
            send(.reported(report == .copyText ? .copy : .file, Self.answer(of: report, from: model)))
        case .checkQuit:
            send(.quitChecked(unsaved: model.unsavedChanges))
        case .synchronizedOutput(let on):
            cache.synchronized = on
        case .button(let move):
            guard let snapped = cache.moveButton(move) else { return }
            // The released place is the session's: every frontend shows it, a reload finds it.
            var problem = snapped.saveProblem
            do {
                _ = try model.apply(.moveFloatingButton(snapped.id, to: snapped.placement))
            } catch {
                problem = LiveRefusal(error).message
            }
            send(.buttonSnapped(edges: snapped.edges, saveProblem: problem))
        }
    }

    /// What the model answers to a copy, a write or a recovery.
    private static func answer(of report: LiveEffect.Report, from model: any LiveModel) -> Result<
        String, LiveRefusal
    > {
        do {
            switch report {
            case .copyText: return .success(model.copyText())
            case .write: return .success(try model.write())
            case .recoverFile: return .success(try model.recoverFile())
            }
        } catch {
            return .failure(LiveRefusal(error))
        }
    }
}
