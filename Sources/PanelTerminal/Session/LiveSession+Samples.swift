import PanelKit

extension LiveSession {
    /// How often the screen shows the monitors' new readings: ten times a second, what a
    /// viewer gets by default.
    static let samplesInterval = 0.1

    /// Shows the monitors' readings when their turn has come.
    func showSamples(now: Double) {
        guard now - samplesShown >= Self.samplesInterval * 0.9 else { return }
        let samples = model.samples
        guard !samples.isEmpty else { return }
        samplesShown = now
        cache.show(samples: samples)
    }

    /// When the monitors are next shown, or `nil` when the panel has none.
    func nextSamples(after now: Double) -> Double? {
        guard
            cache.painted.document.root.allNodes.contains(where: {
                if case .monitor = $0.element { true } else { false }
            })
        else { return nil }
        return Swift.max(now, samplesShown + Self.samplesInterval)
    }
}
