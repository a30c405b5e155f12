import PanelCore

/// A multi-select row: as the kind-sizing defaults say (one row, as wide as its label plus the
/// control columns).
extension MultiSelectElement: KindSizing {}
