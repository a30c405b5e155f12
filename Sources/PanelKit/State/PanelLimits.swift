/// Bounds on what a frontend, a key or code can make a ``Panel`` hold; reaching one is
/// refused with `limit_reached` (a `reject` over the protocol) and changes nothing.
///
/// Each bound is a default that a program can change on a panel (``Panel/limits``); the undo
/// history has its own, ``Panel/undoLimit``.
///
/// ```swift
/// panel.limits.presets = 20
/// panel.limits.presetNameBytes = 64
/// try panel.savePreset(named: "Fast")   // refused once there are 20
/// ```
public struct PanelLimits: Hashable, Sendable {
    /// How many presets a panel keeps (100 by default); saving one more is refused.
    public var presets: Int
    /// How long a preset's name may be, in UTF-8 bytes (256 by default).
    public var presetNameBytes: Int
    /// How many edit gestures may be in progress at once (64 by default); a `begin` of one
    /// more is refused until one ends.
    public var gestures: Int

    /// Creates bounds, each defaulting to PanelKit's default.
    ///
    /// ```swift
    /// PanelLimits(presets: 20)
    /// ```
    public init(presets: Int = 100, presetNameBytes: Int = 256, gestures: Int = 64) {
        self.presets = presets
        self.presetNameBytes = presetNameBytes
        self.gestures = gestures
    }

    /// Throws `limit_reached` when `name` is longer than ``presetNameBytes``.
    func check(presetName name: String) throws(ValueError) {
        let length = name.utf8.count
        guard length <= presetNameBytes else {
            throw ValueError(
                "a preset name is at most \(presetNameBytes) bytes (this one has \(length))",
                code: .limitReached)
        }
    }
}
