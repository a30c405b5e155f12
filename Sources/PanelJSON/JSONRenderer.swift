import PanelCore

/// The JSON backend: writes a document — the tree and its values — in the versioned
/// envelope, compact or pretty, the same bytes for the same document.
///
/// ```json
/// {"format":"panelkit","version":1,"minor":1,"root":{…},"values":{…}}
/// ```
///
/// Members come in a fixed order: the envelope as `format`, `version`, `minor`, `root`,
/// `values`; each node as `kind`, `id`, its properties sorted by their UTF-8 bytes (with
/// its `accessibility`, `AccessibilityInfo` in primitive form, on every node with
/// an id that `Accessibility.info(for:value:)` describes), `modifiers`,
/// `constraints`, `children`; every other object with its keys sorted. The values map
/// lists the ids in tree order (depth first, as the controls appear), then any id not in
/// the tree, sorted. Numbers are written in the shortest form that reads back to
/// the same `Double`, whole numbers without `.0`. A number that is not finite cannot be
/// written: rendering throws ``JSONEncodingError`` naming its path.
///
/// ```swift
/// let document = PanelDocument(
///     root: Node(element: .panel(PanelElement(title: "Card")), children: [
///         Node(id: "on", element: .toggle(ToggleElement(label: "On")))
///     ]),
///     values: ["on": true])
/// let json = try JSONRenderer().render(document)
/// // {"format":"panelkit","version":1,"minor":1,"root":{"kind":"panel","title":"Card",
/// // "children":[{"kind":"toggle","id":"on","accessibility":{"hint":"Double tap to switch",
/// // "label":"On","role":"toggle","valueText":"on"},"label":"On"}]},"values":{"on":true}}
/// ```
public struct JSONRenderer: Renderer, Sendable {
    /// The layout of the output.
    ///
    /// ```swift
    /// JSONRenderer(style: .pretty)
    /// ```
    public struct Style: Hashable, Sendable {
        private enum Storage: Hashable, Sendable {
            case compact
            case pretty
        }

        private let storage: Storage

        /// No spaces or newlines: the form for the wire.
        public static let compact = Style(storage: .compact)
        /// One member per line, indented by two spaces, `": "` after keys: the form for people
        /// and for diffs.
        public static let pretty = Style(storage: .pretty)

        var isPretty: Bool { storage == .pretty }
    }

    /// The layout of the output.
    package var style: Style

    /// Whether each node carries its `accessibility` object (the default). Working it out
    /// (value texts, the next steps) is most of the cost of encoding; a host whose frontends
    /// do not read it may leave it out, and the document stays valid.
    package var describesAccessibility: Bool

    /// Creates a renderer.
    ///
    /// ```swift
    /// let renderer = JSONRenderer(style: .pretty)
    /// let lean = JSONRenderer(describesAccessibility: false)
    /// ```
    public init(style: Style = .compact, describesAccessibility: Bool = true) {
        self.style = style
        self.describesAccessibility = describesAccessibility
    }

    /// The document as JSON text (pretty output ends with a newline; compact does not).
    ///
    /// ```swift
    /// let text = try JSONRenderer(style: .pretty).render(document)
    /// ```
    public func render(_ document: PanelDocument) throws(JSONEncodingError) -> String {
        String(decoding: try encode(document), as: UTF8.self)
    }

    /// The document as UTF-8 bytes.
    ///
    /// ```swift
    /// let bytes: [UInt8] = try JSONRenderer().encode(document)
    /// ```
    package func encode(_ document: PanelDocument) throws(JSONEncodingError) -> [UInt8] {
        var writer = JSONWriter(pretty: style.isPretty)
        try encode(document, with: &writer)
        return writer.bytes
    }

    /// Writes the document into `writer` after resetting it, reusing its buffer and the room
    /// it kept for the values map's bookkeeping of the document before: the fastest way to
    /// encode many documents (what it writes never depends on what it wrote before).
    ///
    /// ```swift
    /// var writer = JSONWriter(capacity: 1 << 20)
    /// try JSONRenderer().encode(document, with: &writer)
    /// send(writer.bytes)
    /// ```
    @_spi(Internals) public func encode(_ document: PanelDocument, with writer: inout JSONWriter)
        throws(JSONEncodingError)
    {
        writer.reset()
        writer.isPretty = style.isPretty
        writer.beginObject()
        writer.writeKey(raw: #""format":"#)
        writer.emit(string: JSONFormat.name)
        writer.writeKey(raw: #""version":"#)
        writer.emit(number: Double(JSONFormat.majorVersion))
        writer.writeKey(raw: #""minor":"#)
        writer.emit(number: Double(JSONFormat.minorVersion))
        writer.writeKey(raw: #""root":"#)
        // The tree notes its ids as it is walked; their values follow it in that order.
        // In the room the writer's last document used (handed back below).
        var values = ValueWriter(document.values, reusing: &writer.valueStorage)
        values.describesAccessibility = describesAccessibility
        withUnsafePointer(to: document.root) { writer.emit(node: $0, noting: &values) }
        writer.writeKey(raw: #""values":"#)
        writer.beginObject()
        values.writeMembers(into: &writer)
        for index in values.unused {
            let (id, value) = document.values[index]
            writer.writeKey(id.rawValue)
            writer.emit(value)
        }
        writer.endObject(isEmpty: document.values.isEmpty)
        if !document.samples.isEmpty { writer.emitSamples(of: document) }
        writer.endObject(isEmpty: false)
        writer.valueStorage = values.takeStorage()
        if style.isPretty { writer.append(UInt8(ascii: "\n")) }
        if writer.hasNonFiniteNumber {
            throw JSONEncodingError(problems: JSONRenderer.nonFiniteProblems(in: document))
        }
    }

    /// The order the values map is written in: ids in tree order, then ids not in the tree,
    /// sorted by UTF-8 bytes, as indices into `document.values`.
    static func valueOrder(_ document: PanelDocument) -> [Int] {
        var values = ValueWriter(document.values, keepsPieces: false)
        var stack: [Node] = [document.root]
        while let node = stack.popLast() {
            if let id = node.id { values.noteUse(of: id) }
            stack.append(contentsOf: node.children.reversed())
        }
        return values.writingOrder
    }

    /// The paths of every non-finite number in the document (the slow path, taken only when
    /// the writer met one).
    static func nonFiniteProblems(in document: PanelDocument) -> [JSONProblem] {
        var problems: [JSONProblem] = []
        func visit(_ value: PanelValue, _ path: String) {
            switch value {
            case .number(let number) where !number.isFinite:
                problems.append(
                    JSONProblem(path: path, message: "\(number) is not a finite number; JSON cannot hold it"))
            case .array(let items):
                for (index, item) in items.enumerated() { visit(item, JSONPath.index(path, index)) }
            case .object(let object):
                for key in JSONWriter.sortedKeys(object) { visit(object[key]!, JSONPath.member(path, key)) }
            default:
                break
            }
        }
        func visitNode(_ node: Node, _ path: String) {
            var own = node.panelValue.object ?? [:]
            own["children"] = nil
            for key in JSONWriter.sortedKeys(own) { visit(own[key]!, JSONPath.member(path, key)) }
            for (index, child) in node.children.enumerated() {
                visitNode(child, JSONPath.index(path + ".children", index))
            }
        }
        visitNode(document.root, "$.root")
        for index in valueOrder(document) {
            let (id, value) = document.values[index]
            visit(value, JSONPath.member("$.values", id.rawValue))
        }
        return problems
    }
}
