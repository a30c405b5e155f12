/// What a node is to assistive technology, in terms every platform maps: an adjustable slider, a switch, a text field, a button, a group, a dialog, static text.
///
/// ```swift
/// AccessibilityRole.slider.name   // "slider"
/// ```
package struct AccessibilityRole: NamedOption {
    private enum Storage: String, CaseIterable, Sendable {
        case slider, toggle, textField, colorWell, picker, button, group, dialog, text, window, monitor
    }
    private let storage: Storage
    private init(_ storage: Storage) { self.storage = storage }

    /// `slider`.
    package static let slider = AccessibilityRole(.slider)
    /// `toggle`.
    package static let toggle = AccessibilityRole(.toggle)
    /// `textField`.
    package static let textField = AccessibilityRole(.textField)
    /// `colorWell`.
    package static let colorWell = AccessibilityRole(.colorWell)
    /// `picker`.
    package static let picker = AccessibilityRole(.picker)
    /// `button`.
    package static let button = AccessibilityRole(.button)
    /// `group`.
    package static let group = AccessibilityRole(.group)
    /// `dialog`.
    package static let dialog = AccessibilityRole(.dialog)
    /// `text`.
    package static let text = AccessibilityRole(.text)
    /// `window`.
    package static let window = AccessibilityRole(.window)
    /// `monitor`: a read-only value the running program updates (a page shows it as a
    /// labelled image of its graph with a text alternative).
    ///
    /// ```swift
    /// AccessibilityRole.monitor.name   // "monitor"
    /// ```
    package static let monitor = AccessibilityRole(.monitor)

    /// The choice with this name, or `nil`.
    ///
    /// ```swift
    /// AccessibilityRole(named: "slider")   // .slider
    /// ```
    package init?(named name: String) {
        guard let storage = Storage(rawValue: name) else { return nil }
        self.storage = storage
    }

    /// The name written in JSON.
    package var name: String { storage.rawValue }

    /// The `role` member of a compact JSON object with this role, its comma first
    /// (`,"role":"slider"`): what a writer copies without escaping, after a member. The name as
    /// a JSON string, with its quotes, is what follows the first 8 bytes (`,"role":`).
    package var compactMember: StaticString {
        switch storage {
        case .slider: #","role":"slider""#
        case .toggle: #","role":"toggle""#
        case .textField: #","role":"textField""#
        case .colorWell: #","role":"colorWell""#
        case .picker: #","role":"picker""#
        case .button: #","role":"button""#
        case .group: #","role":"group""#
        case .dialog: #","role":"dialog""#
        case .text: #","role":"text""#
        case .window: #","role":"window""#
        case .monitor: #","role":"monitor""#
        }
    }

    /// Every name this version knows.
    package static var names: [String] { Storage.allCases.map(\.rawValue) }
}
