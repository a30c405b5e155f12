/// Where a change came from: code, a frontend, a preset, undo or redo, a new configuration,
/// or a file that was loaded.
///
/// Compare with the constants; new origins may be added.
///
/// ```swift
/// panel.onChange { change in
///     if change.origin == .frontend { print("the user moved", change.id) }
/// }
/// ```
public struct ChangeOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The origin's name, e.g. `frontend`.
    public let name: String

    /// Creates an origin from its name.
    ///
    /// ```swift
    /// let origin = ChangeOrigin("frontend")
    /// ```
    public init(_ name: String) { self.name = name }

    /// A write made in code (`set`, `update`, `reset`).
    public static let code = ChangeOrigin("code")
    /// A message from a frontend through a ``PanelSession``.
    public static let frontend = ChangeOrigin("frontend")
    /// A preset was loaded, or the active preset was cleared or deleted.
    public static let preset = ChangeOrigin("preset")
    /// An undo step.
    public static let undo = ChangeOrigin("undo")
    /// A redo step.
    public static let redo = ChangeOrigin("redo")
    /// The controls were configured again, or a panel joined or left a ``PanelStore``.
    package static let configure = ChangeOrigin("configure")
    /// Values were loaded from a file.
    public static let load = ChangeOrigin("load")

    /// The name.
    public var description: String { name }
}
