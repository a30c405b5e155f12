/// How a ``Folder`` shows its children: as a list under its title, or as tabs, one open at a
/// time.
///
/// ```swift
/// Folder("look", style: .tabs) {
///     Folder("light") { Slider("exposure", \.exposure, in: -2...2) }
///     Folder("shadow") { Slider("blur", \.shadowBlur, in: 0...40) }
/// }
/// ```
public enum FolderStyle: Hashable, Sendable {
    /// Its children in rows under its title (the default).
    case list
    /// Each child a tab (a child folder's title is the tab's name), one open at a time: the open
    /// tab is the folder's value, presentation state kept like a drawer's (see
    /// ``Panel/selectTab(_:_:origin:)``).
    case tabs
}
