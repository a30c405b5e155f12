import PanelCore

/// Reads a PanelKit JSON document back into a tree and its values, reporting every problem
/// at once with its JSON path.
///
/// Decoding runs in stages, each collecting all the problems it finds:
/// 1. **Syntax** (``JSONParser``): the first syntax error stops here, with its line and
///    column; repeated keys are reported too.
/// 2. **Envelope**: `format` must be `"panelkit"`; `version` must be a whole number no newer
///    than ``JSONFormat/majorVersion`` — a newer major version is refused with a message
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
/// It never traps on bad input: every failure is a ``JSONDecodingError``.
///
/// ```swift
/// let document = try TreeDecoder().decode(#"{"format":"panelkit","version":1,"root":{"kind":"panel"}}"#)
/// document.root.kind   // "panel"
/// ```
public struct TreeDecoder: Sendable {
    /// Creates a decoder.
    ///
    /// ```swift
    /// let decoder = TreeDecoder()
    /// ```
    public init() {}

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
        var parser = JSONParser(bytes)
        let value: PanelValue
        do {
            value = try parser.parse()
        } catch {
            throw JSONDecodingError(problems: parser.duplicateKeys + [error])
        }
        return try decode(value: value, problems: parser.duplicateKeys)
    }

    /// Decodes a document from an already parsed value (stages 2 to 5).
    ///
    /// ```swift
    /// let document = try TreeDecoder().decode(value: ["format": "panelkit", "version": 1, "root": ["kind": "panel"]])
    /// ```
    public func decode(value: PanelValue) throws(JSONDecodingError) -> PanelDocument {
        try decode(value: value, problems: [])
    }

    private func decode(value: PanelValue, problems initial: [JSONProblem]) throws(JSONDecodingError)
        -> PanelDocument
    {
        var problems = initial
        guard case .object(let envelope) = value else {
            throw JSONDecodingError(
                problems: problems + [
                    JSONProblem(path: "$", message: "expected an envelope object, got \(value.typeName)")
                ])
        }
        // Version first: a newer major version may mean anything below, so nothing else is read.
        switch envelope["version"] {
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
        switch envelope["minor"] {
        case nil: break
        case .number(let minor)? where Int(exactly: minor).map({ $0 >= 0 }) ?? false: break
        case let other?:
            problems.append(
                JSONProblem(path: "$.minor", message: "expected a whole number ≥ 0, got \(other.description)")
            )
        }
        switch envelope["format"] {
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
        if let raw = envelope["root"] {
            var shape: [TreeProblem] = []
            root = Node.reading(raw, path: "$.root", problems: &shape)
            problems += shape.map { JSONProblem(path: $0.path, message: $0.message) }
            shapePaths = shape.map(\.path)
        } else {
            problems.append(JSONProblem(path: "$.root", message: "missing member \"root\""))
        }
        var values: [NodeID: PanelValue] = [:]
        var valueKeys: [String] = []
        switch envelope["values"] {
        case nil, .null?: break
        case .object(let map)?:
            valueKeys = JSONWriter.sortedKeys(map)
            for key in valueKeys { values[NodeID(key)] = map[key]! }
        case let other?:
            problems.append(
                JSONProblem(path: "$.values", message: "expected an object, got \(other.typeName)"))
        }
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
                var controls: [NodeID: (element: Element, path: String)] = [:]
                var stack: [(Node, String)] = [(root, "$.root")]
                while let (node, path) = stack.popLast() {
                    if let id = node.id, controls[id] == nil { controls[id] = (node.element, path) }
                    for (index, child) in node.children.enumerated().reversed() {
                        stack.append((child, JSONPath.index(path + ".children", index)))
                    }
                }
                for key in valueKeys {
                    guard let (element, nodePath) = controls[NodeID(key)] else { continue }
                    if case .unknown = element { continue }
                    if shapePaths.contains(where: { TreeDecoder.path($0, isWithin: nodePath) }) { continue }
                    let value = values[NodeID(key)]!
                    if !element.holdsValue {
                        problems.append(
                            JSONProblem(
                                path: JSONPath.member("$.values", key),
                                message: "a \(element.kind) holds no value"))
                    } else if let problem = element.valueProblem(value) {
                        problems.append(JSONProblem(path: JSONPath.member("$.values", key), message: problem))
                    }
                }
            }
        }
        guard problems.isEmpty, let root else { throw JSONDecodingError(problems: problems) }
        return PanelDocument(root: root, values: values)
    }

    /// Whether `path` is `base` or a place inside it (`base.member`, `base[index]`).
    static func path(_ path: String, isWithin base: String) -> Bool {
        guard path.hasPrefix(base) else { return false }
        let rest = path.utf8.dropFirst(base.utf8.count)
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
    }
}
