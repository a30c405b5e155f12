import PanelCore

/// A point row: as the kind-sizing defaults say (one row, as wide as its label plus the
/// control columns).
extension PointElement: KindSizing {}
