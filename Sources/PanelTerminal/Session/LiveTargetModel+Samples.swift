import PanelKit

extension LiveTargetModel {
    /// What each monitor of the target shows now, read from the program's monitor stores.
    var samples: [NodeID: MonitorReading] { target.monitorReadings }
}
