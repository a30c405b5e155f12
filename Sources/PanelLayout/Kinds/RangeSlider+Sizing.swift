import PanelCore

/// A range slider row: as the kind-sizing defaults say (one row, as wide as its label plus the
/// control columns).
extension RangeSliderElement: KindSizing {}
