import Testing

@testable import PanelKit

@Suite struct ObservationTests {
    @Test func changesArriveInOrderWithRevisionsAndOrigins() throws {
        let tune = Tune.panel()
        let seen = Recorder<PanelChange>()
        let observation = tune.panel.onChange { seen.append($0) }
        try tune.set(10, for: "radius")
        try tune.panel.set(11, for: "radius", origin: .frontend)
        let id = try tune.savePreset(named: "P")
        try tune.set(12, for: "radius")
        tune.clearActivePreset()
        try tune.loadPreset(id: id)
        tune.undo()
        _ = tune.configure(name: "Tune", initial: Tune()) {
            Slider("radius", \.radius, in: 0...8)
        }
        let items = seen.items
        #expect(items.map(\.origin) == [.code, .frontend, .code, .preset, .preset, .undo, .configure])
        #expect(items.map(\.newValue) == [10, 11, 12, 11, 12, 11, 8])
        #expect(items.map(\.oldValue) == [24, 10, 11, 12, 11, 12, 11])
        let revisions = items.map(\.revision)
        #expect(revisions == revisions.sorted())
        #expect(Set(revisions).count == revisions.count)
        observation.cancel()
    }

    @Test func aWriteThatChangesNothingIsSilent() throws {
        let tune = Tune.panel()
        let seen = Recorder<PanelUpdate>()
        let observation = tune.observe { seen.append($0) }
        try tune.set(24, for: "radius")
        try tune.set(24.2, for: "radius")
        #expect(seen.items.isEmpty)
        #expect(tune.panel.revision == 0)
        observation.cancel()
    }

    @Test func observersMayWriteBackWithoutDeadlock() throws {
        let tune = Tune.panel()
        let seen = Recorder<PanelChange>()
        let panel = tune.panel
        let follower = panel.onChange { change in
            if change.id == "radius" {
                _ = try? panel.set(change.newValue == 10 ? "#FF0000" : "#00FF00", for: "fill")
            }
        }
        let recorder = panel.onChange { seen.append($0) }
        try tune.set(10, for: "radius")
        #expect(tune.values.fill == "#FF0000")
        #expect(seen.items.map(\.id) == ["radius", "fill"])
        follower.cancel()
        recorder.cancel()
    }

    @Test func cancelledObservationsStop() throws {
        let tune = Tune.panel()
        let seen = Recorder<PanelChange>()
        let observation = tune.panel.onChange { seen.append($0) }
        observation.cancel()
        try tune.set(10, for: "radius")
        #expect(seen.items.isEmpty)
    }

    @Test func theAsyncStreamDeliversChanges() async throws {
        let tune = Tune.panel()
        let stream = tune.changes
        try tune.set(10, for: "radius")
        try tune.set(true, for: "isOn")
        try tune.set(false, for: "isOn")
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.id == "radius")
        #expect(first?.newValue == 10)
        #expect(second?.id == "isOn")
        #expect(second?.newValue == false)
    }

    @Test(.timeLimit(.minutes(1))) func theAsyncStreamFinishesWhenThePanelIsReleased() async throws {
        var tune: PanelState<Tune>? = Tune.panel()
        weak let weakPanel = tune?.panel
        let stream = try #require(tune).changes
        let reader = Task {
            var ids: [NodeID] = []
            for await change in stream { ids.append(change.id) }
            return ids
        }
        try tune?.set(10, for: "radius")
        try tune?.set(false, for: "isOn")
        tune = nil
        #expect(weakPanel == nil, "the stream keeps the panel alive")
        // The loop ends (after every change made before the release) instead of waiting forever.
        #expect(await reader.value == ["radius", "isOn"])
    }

    @Test func aCancelledReaderStopsObserving() async throws {
        let tune = Tune.panel()
        func observerCount() -> Int { tune.panel.storage.withLock { $0.updates.observerCount } }
        let before = observerCount()
        let stream = tune.changes
        #expect(observerCount() == before + 1)
        let reader = Task {
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        reader.cancel()
        _ = await reader.value
        #expect(observerCount() == before, "the stream's observer is gone")
    }

    @Test func actionsReachTheHandlerAndObservers() throws {
        let actions = Recorder<String>()
        let tune = Tune.panel(onAction: { actions.append($0) })
        let seen = Recorder<PanelUpdate>()
        let observation = tune.observe { seen.append($0) }
        try tune.trigger("motion.shuffle")
        #expect(actions.items == ["motion.shuffle"])
        #expect(seen.items.first?.action == "motion.shuffle")
        #expect(tune.panel.revision == 0)
        observation.cancel()
    }
}
