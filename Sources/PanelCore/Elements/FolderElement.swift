/// A named group of controls that can be collapsed, or shown as tabs. Its children's ids are
/// nested under its own: a button `shuffle` in folder `motion` is `motion.shuffle`.
///
/// Properties: `label` (string), `collapsed` (boolean, default `false`), `tabs` (boolean,
/// default `false`).
///
/// A folder with `tabs` shows its children as tabs, one open at a time: each child is a tab,
/// named by its label (a child folder's title), and the open one's content is shown below the
/// tab strip (a child folder without its own header). Which tab is open is presentation state
/// held in the values map under the folder's id, like a drawer's: a whole number, the open
/// tab's index among the children. Any other number (negative, past the last tab, not whole,
/// not finite) opens the first tab; a value that is not a number is refused. A tabs folder
/// without children is allowed (its value stays `0`).
///
/// ```swift
/// let element = Element.folder(FolderElement(label: "motion", isCollapsed: false))
/// let look = FolderElement(label: "look", showsTabs: true)
/// look.defaultValue   // 0: the first tab
/// ```
public struct FolderElement: Hashable, Sendable {
    /// The folder's title.
    ///
    /// ```swift
    /// FolderElement(label: "motion").label   // "motion"
    /// ```
    public var label: String
    /// Whether the folder starts closed.
    ///
    /// ```swift
    /// FolderElement(label: "motion", isCollapsed: true).isCollapsed   // true
    /// ```
    public var isCollapsed: Bool
    /// Whether the folder shows its children as tabs, one open at a time (its open tab is its
    /// value).
    ///
    /// ```swift
    /// FolderElement(label: "look", showsTabs: true).showsTabs   // true
    /// ```
    public var showsTabs: Bool
    /// How many tabs the folder has (its children), when the element was taken from its node
    /// (``Node/resolvingTabs(values:)``, a panel's index); 0 otherwise, which keeps any open
    /// tab at the first. Not part of the JSON form.
    package var tabCount = 0
    /// Whether this folder is the open tab of a tabs folder, as drawn: shown without its own
    /// header, its rows under the tab strip (set by ``Node/resolvingTabs(values:)``). Not part
    /// of the JSON form.
    package var isOpenTab = false

    /// Creates the element.
    ///
    /// ```swift
    /// FolderElement(label: "motion")
    /// FolderElement(label: "look", showsTabs: true)
    /// ```
    public init(label: String, isCollapsed: Bool = false, showsTabs: Bool = false) {
        self.label = label
        self.isCollapsed = isCollapsed
        self.showsTabs = showsTabs
    }

    /// The open tab's index that `value` names among `count` tabs: its whole number when that
    /// names a tab, else the first tab (`0`); `nil` for a value that is not a number.
    ///
    /// ```swift
    /// FolderElement.openTab(in: 2, count: 3)    // 2
    /// FolderElement.openTab(in: 7, count: 3)    // 0
    /// FolderElement.openTab(in: -1, count: 3)   // 0
    /// ```
    public static func openTab(in value: PanelValue?, count: Int) -> Int? {
        guard case .number(let number)? = value else { return nil }
        guard number.isFinite, number >= 0, number < Double(count), number.rounded(.down) == number else {
            return 0
        }
        return Int(number)
    }
}

extension FolderElement: LabelledKind {
    package static let kind = "folder"
    package static let propertyNames = ["collapsed", "label", "tabs"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        isCollapsed = reader.bool("collapsed", default: false)
        showsTabs = reader.bool("tabs", default: false)
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if isCollapsed { writer.write("collapsed", bool: true) }
        writer.write("label", string: label)
        if showsTabs { writer.write("tabs", bool: true) }
    }

    package var element: Element { .folder(self) }

    package var holdsValue: Bool { showsTabs }

    package var defaultValue: PanelValue? { showsTabs ? .number(0) : nil }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        guard showsTabs else { throw ValueError("a folder without tabs holds no value") }
        guard let index = Self.openTab(in: value, count: tabCount) else {
            throw ValueError("expected the open tab's index (a number), got \(value.typeName)")
        }
        return .number(Double(index))
    }

    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? {
        "value \(value) names no tab of \(tabCount) (the first tab is open)"
    }

    package func valueText(of value: PanelValue) -> String {
        guard case .number(let number) = value, number.isFinite else { return ValueText.describe(value) }
        return "tab \(Int(number) + 1)" + (tabCount > 0 ? " of \(tabCount)" : "")
    }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        guard showsTabs else { return AccessibilityDescription(role: .group, label: label) }
        let open = Self.openTab(in: value, count: children.count) ?? 0
        var text = "no tabs"
        if open < children.count {
            text = "\(Self.tabLabel(of: children[open])), tab \(open + 1) of \(children.count)"
        }
        return AccessibilityDescription(role: .group, label: label, valueText: .string(text))
    }

    /// The name a tab shows in the strip: the child's label (a folder's title), else its id's
    /// last component, else its kind.
    ///
    /// ```swift
    /// FolderElement.tabLabel(of: Node(id: "look.light", element: .folder(FolderElement(label: "Light"))))   // "Light"
    /// ```
    public static func tabLabel(of node: Node) -> String {
        node.element.label ?? node.id.map { String($0.name) } ?? node.kind
    }
}
