import PanelCore

/// Reads a PanelKit JSON document back into a tree and its values, reporting every problem
/// at once with its JSON path.
///
/// Decoding runs in stages, each collecting all the problems it finds:
/// 1. **Syntax** (`JSONParser`): the first syntax error stops here, with its line and
///    column; repeated keys are reported too.
/// 2. **Envelope**: `format` must be `"panelkit"`; `version` must be a whole number no newer
///    than `JSONFormat.majorVersion` — a newer major version is refused with a message
///    that says so, before anything else is read; `minor` (optional) may be anything newer.
///    Unknown envelope members are ignored.
/// 3. **Tree shape** (`Node.reading(_:path:problems:)`): unknown kinds become `unknown`
///    nodes, unknown properties are kept in `extras`; nesting deeper than
///    `Node.maximumDepth` levels is refused.
/// 4. **Tree meaning** (`TreeValidator(pathStyle: .json)`): ranges, steps, options, ids —
///    checked on everything stage 3 could read, so a shape problem in one node does not
///    hide a meaning problem in another (a problem at a place that already has a shape
///    problem is not repeated).
/// 5. **Values**: each value is checked against its control (`Element.valueProblem(_:)`,
///    the same rules as `Element.canonicalValue(_:)`) and reported as
///    `$.values["motion.speed"]: …`; a value for a kind that holds none is a problem; a
///    value for an id not in the tree, or for an `unknown` node, is kept unchecked.
///
/// A document the parser accepts without a problem is read in place from its flat form (one
/// entry per JSON value, members found by their keys' bytes), so that only what is genuinely
/// a `PanelValue` (the values, free-form properties) is built as one; any other document is
/// parsed again into a `PanelValue` and read from it, so that its problems are reported by
/// the same stages, in the same words, either way.
///
/// It never traps on bad input: every failure is a ``JSONDecodingError``, which carries the
/// warnings and notes too (a typo's "did you mean" is not held back by an error elsewhere).
///
/// ```swift
/// let document = try TreeDecoder().decode(#"{"format":"panelkit","version":1,"root":{"kind":"panel"}}"#)
/// document.root.kind   // "panel"
/// ```
public struct TreeDecoder: Sendable {
    /// Whether notes and warnings refuse the document as errors do (`panelkit validate
    /// --strict`).
    package var isStrict: Bool

    /// Creates a decoder that accepts notes and warnings (reporting them through
    /// `decodeReporting(bytes:)`).
    ///
    /// ```swift
    /// let decoder = TreeDecoder()
    /// ```
    public init() {
        isStrict = false
    }

    /// Creates a decoder; a strict one refuses a document with notes or warnings.
    ///
    /// ```swift
    /// let strict = TreeDecoder(strict: true)
    /// ```
    package init(strict: Bool) {
        isStrict = strict
    }

    /// Decodes a document from JSON text.
    ///
    /// ```swift
    /// let document = try TreeDecoder().decode(text)
    /// ```
    public func decode(_ text: String) throws(JSONDecodingError) -> PanelDocument {
        try decode(bytes: Array(text.utf8))
    }

    /// Decodes a document from UTF-8 bytes.
    ///
    /// ```swift
    /// let document = try TreeDecoder().decode(bytes: Array(data))
    /// ```
    public func decode(bytes: [UInt8]) throws(JSONDecodingError) -> PanelDocument {
        try decodeReporting(bytes: bytes).document
    }

    /// Decodes a document from UTF-8 bytes, with the notes and warnings about it: values
    /// stored in another form than written, and likely typos (see ``DecodedDocument``).
    ///
    /// ```swift
    /// let decoded = try TreeDecoder().decodeReporting(bytes: Array(data))
    /// for diagnostic in decoded.diagnostics { print(diagnostic) }
    /// ```
    package func decodeReporting(bytes: [UInt8]) throws(JSONDecodingError) -> DecodedDocument {
        var parser = JSONParser(bytes)
        // A document without a syntax problem is read in place, from its flat form; any other
        // is parsed again, so that every problem is reported where and as the parser finds it.
        if let tape = parser.tape() {
            // Its items and readers hold no reference to it: it lives until the tree is read.
            defer { withExtendedLifetime(tape) {} }
            return try decode(item: .tape(tape.view, 0), problems: [])
        }
        let value: PanelValue
        do {
            value = try parser.parse()
        } catch {
            throw JSONDecodingError(problems: parser.duplicateKeys + [error])
        }
        return try decode(item: .value(value), problems: parser.duplicateKeys)
    }

    /// Decodes a document from JSON text, with its notes and warnings.
    ///
    /// ```swift
    /// let decoded = try TreeDecoder().decodeReporting(text)
    /// ```
    package func decodeReporting(_ text: String) throws(JSONDecodingError) -> DecodedDocument {
        try decodeReporting(bytes: Array(text.utf8))
    }

    /// Decodes a document from an already parsed value (stages 2 to 5).
    ///
    /// ```swift
    /// let document = try TreeDecoder().decode(value: ["format": "panelkit", "version": 1, "root": ["kind": "panel"]])
    /// ```
    package func decode(value: PanelValue) throws(JSONDecodingError) -> PanelDocument {
        try decode(item: .value(value), problems: []).document
    }

    private func decode(item: PrimitiveItem, problems initial: [JSONProblem]) throws(JSONDecodingError)
        -> DecodedDocument
    {
        var problems = initial
        guard let envelope = PropertyReader(object: item, path: "$") else {
            throw JSONDecodingError(
                problems: problems + [
                    JSONProblem(path: "$", message: "expected an envelope object, got \(item.typeName)")
                ])
        }
        // Version first: a newer major version may mean anything below, so nothing else is read.
        switch envelope.peek("version")?.panelValue {
        case .number(let version)?:
            if let major = Int(exactly: version), major >= 1 {
                if major > JSONFormat.majorVersion {
                    throw JSONDecodingError(problems: [
                        JSONProblem(
                            path: "$.version",
                            message:
                                "version \(major) is newer than this reader, which reads version \(JSONFormat.majorVersion) documents; use a newer PanelKit"
                        )
                    ])
                }
            } else {
                problems.append(
                    JSONProblem(
                        path: "$.version",
                        message: "expected a whole number ≥ 1, got \(PanelValue.format(version))"))
            }
        case nil:
            problems.append(JSONProblem(path: "$.version", message: "missing member \"version\""))
        case let other?:
            problems.append(
                JSONProblem(path: "$.version", message: "expected a number, got \(other.typeName)"))
        }
        // A document of a newer minor version may use kinds and members this reader does not
        // know: only a name close to a known one is then worth a warning.
        var isNewer = false
        switch envelope.peek("minor")?.panelValue {
        case nil: break
        case .number(let minor)? where Int(exactly: minor).map({ $0 >= 0 }) ?? false:
            isNewer = minor > Double(JSONFormat.minorVersion)
        case let other?:
            problems.append(
                JSONProblem(path: "$.minor", message: "expected a whole number ≥ 0, got \(other.description)")
            )
        }
        switch envelope.peek("format")?.panelValue {
        case .string(JSONFormat.name)?: break
        case nil:
            problems.append(
                JSONProblem(path: "$.format", message: "missing member \"format\" (expected \"panelkit\")"))
        case let other?:
            problems.append(
                JSONProblem(path: "$.format", message: "expected \"panelkit\", got \(other.description)"))
        }
        var root: Node?
        var shapePaths: [String] = []
        if let raw = envelope.peek("root") {
            var shape: [TreeProblem] = []
            var warnings: [TreeProblem] = []
            root = Node.reading(item: raw, path: "$.root", problems: &shape, warnings: &warnings)
            problems += shape.map { JSONProblem(path: $0.path, message: $0.message) }
            shapePaths = shape.map(\.path)
            for warning in warnings where !isNewer || warning.suggestion != nil {
                problems.append(JSONProblem(path: warning.path, message: warning.message, severity: .warning))
            }
        } else {
            problems.append(JSONProblem(path: "$.root", message: "missing member \"root\""))
        }
        // The values in the order written, each id's place found by its bytes.
        var values = ValueMap()
        var valueMap = ValueMap()
        if let map = envelope.peek("values"), !map.isNull {
            values.reserveCapacity(map.memberCount)
            // A repeated id keeps its first place and its last value.
            let isObject = map.forEachMember { key, value in values.updateValue(value, for: NodeID(key)) }
            if !isObject {
                problems.append(
                    JSONProblem(path: "$.values", message: "expected an object, got \(map.typeName)"))
            }
        }
        let samples = TreeDecoder.readSamples(envelope.peek("samples"), problems: &problems)
        if let root {
            // The meaning of what could be read; a problem about a place that already has a
            // shape problem (or contains one) would only repeat it, so it is left out.
            func overlapsShapeProblem(_ path: String) -> Bool {
                shapePaths.contains {
                    TreeDecoder.path($0, isWithin: path) || TreeDecoder.path(path, isWithin: $0)
                }
            }
            let report = TreeValidator(pathStyle: .json).validate(root)
            for problem in report.problems where !overlapsShapeProblem(problem.path) {
                problems.append(JSONProblem(path: problem.path, message: problem.message))
            }
            if !values.isEmpty {
                let checked = TreeDecoder.checkValues(values, root: root, shapePaths: shapePaths)
                problems += checked.problems
                valueMap = checked.values
            }
        }
        if isStrict {
            for index in problems.indices { problems[index].severity = .error }
        }
        // Every problem is reported together: with an error, the warnings and notes found on the
        // way are thrown with it (each labelled), so that fixing the error reveals nothing new.
        guard let root, !problems.contains(where: { $0.severity == .error }) else {
            throw JSONDecodingError(problems: problems)
        }
        var document = PanelDocument(root: root, values: valueMap)
        document.samples = samples
        return DecodedDocument(document: document, diagnostics: problems)
    }

    /// Whether `path` is `base` or a place inside it (`base.member`, `base[index]`).
    static func path(_ path: String, isWithin base: String) -> Bool {
        guard path.hasPrefix(base) else { return false }
        let rest = path.utf8.dropFirst(base.utf8.count)
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
    }
}
