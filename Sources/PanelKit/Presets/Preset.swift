/// A named set of values for a panel, keyed by control id (never by position).
///
/// ```swift
/// let id = panel.savePreset(named: "Bouncy")
/// panel.presets.first?.values["motion.speed"]   // 1.25
/// ```
public struct Preset: Hashable, Sendable, Identifiable {
    /// A stable id, unique within the panel (`preset-1`, `preset-2`, …).
    ///
    /// ```swift
    /// panel.savePreset(named: "Bouncy")   // "preset-1"
    /// ```
    public let id: String
    /// The name the user gave.
    ///
    /// ```swift
    /// panel.presets.map(\.name)   // ["Bouncy"]
    /// ```
    public var name: String
    /// The values, by control id.
    ///
    /// ```swift
    /// panel.presets.first?.values["motion.speed"]   // 1.25
    /// ```
    public var values: ValueMap

    /// Creates a preset.
    ///
    /// ```swift
    /// Preset(id: "preset-1", name: "Bouncy", values: ["speed": 2])
    /// ```
    public init(id: String, name: String, values: ValueMap) {
        self.id = id
        self.name = name
        self.values = values
    }
}
