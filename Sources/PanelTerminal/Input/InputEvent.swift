/// One thing the terminal reported: a key, a mouse event, pasted text, or focus gained or lost.
///
/// ```swift
/// InputDecoder.events(in: Array("k\u{1B}[A".utf8))
/// // [.key(Key(.character("k"))), .key(Key(.up))]
/// ```
enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse report (SGR 1006).
    case mouse(MouseEvent)
    /// Text pasted with bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`), delivered whole.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) focus.
    case focus(Bool)
    /// The terminal's answer to a mode query (DECRQM, `CSI ? mode $ p`): `CSI ? mode ; value $ y`,
    /// where value 1 or 2 means the mode is supported (set or reset), 0 or 4 that it is not.
    case modeReport(mode: Int, value: Int)
}
