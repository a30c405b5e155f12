import PanelCore

/// A monitor row: as the kind-sizing defaults say (one row, its label in the label column of
/// its siblings, the reading in the control column).
extension MonitorElement: KindSizing {}
