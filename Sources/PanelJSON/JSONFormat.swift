/// The constants of the PanelKit JSON envelope: its format name and version.
///
/// A document is `{"format": "panelkit", "version": 1, "minor": 1, "root": …, "values": …}`.
/// `version` is the major version: a reader refuses a document whose major version is newer
/// than ``majorVersion``. `minor` (optional, default 0) counts additions that older readers
/// may ignore: a reader reads a newer minor version and drops what it does not know.
///
/// ```swift
/// JSONFormat.name           // "panelkit"
/// JSONFormat.majorVersion   // 1
/// ```
package enum JSONFormat {
    /// The value of the envelope's `format` member.
    ///
    /// ```swift
    /// if envelope["format"] != .string(JSONFormat.name) { print("not a PanelKit document") }
    /// ```
    package static let name = "panelkit"
    /// The major version this library writes and the newest it reads.
    ///
    /// ```swift
    /// JSONFormat.majorVersion   // 1: a document with "version": 2 is refused
    /// ```
    package static let majorVersion = 1
    /// The minor version this library writes: 1 (minor version 1 added each node's
    /// `accessibility` object, which a 1.0 reader keeps as an unknown property).
    ///
    /// ```swift
    /// JSONFormat.minorVersion   // 1: written as "minor": 1
    /// ```
    package static let minorVersion = 1
}
