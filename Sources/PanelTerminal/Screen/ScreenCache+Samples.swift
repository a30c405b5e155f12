import PanelKit
import PanelText

extension ScreenCache {
    /// Shows the monitors' readings: each monitor whose reading changed is repainted alone
    /// (its row marked for the diff, which writes only the cells that changed).
    func show(samples: [NodeID: MonitorReading]) {
        let shown = painted.document.samples
        for (id, reading) in samples where shown[id] != reading {
            markDirty(painted.set(reading, for: id))
        }
    }
}
