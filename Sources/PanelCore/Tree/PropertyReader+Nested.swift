extension PropertyReader {
    /// Reads a value whose properties come from `reader`, turning its problems into one
    /// ``ValueError``.
    ///
    /// ```swift
    /// let insets = try PropertyReader.reading(value, as: "padding") { EdgeInsets(reading: &$0) }
    /// ```
    package static func reading<Value>(
        _ value: PanelValue, as name: String, _ body: (inout PropertyReader) -> Value
    ) throws(ValueError) -> Value {
        guard case .object(let object) = value else {
            throw ValueError("expected a \(name) object, got \(value.typeName)")
        }
        var reader = PropertyReader(object, path: name)
        let result = body(&reader)
        if !reader.problems.isEmpty {
            throw ValueError(reader.problems.map(\.description).joined(separator: "; "))
        }
        return result
    }

    /// Reads the object at `key` with `body`, collecting its problems under this path (members it does not
    /// know are dropped, as a newer minor version may add some);
    /// `nil` when absent or not an object (a problem).
    ///
    /// ```swift
    /// let padding = reader.nested("padding") { EdgeInsets(reading: &$0) }
    /// ```
    package mutating func nested<Value>(_ key: String, _ body: (inout PropertyReader) -> Value?) -> Value? {
        nested(key, found: item(key), body)
    }

    /// Reads the object `raw` found (already marked read) at `key`, as ``nested(_:_:)`` does.
    package mutating func nested<Value>(
        _ key: String, found raw: PrimitiveItem?, _ body: (inout PropertyReader) -> Value?
    ) -> Value? {
        guard let raw, !raw.isNull else { return nil }
        guard var inner = reader(of: raw, at: key) else {
            report("expected an object, got \(raw.typeName)", at: key)
            return nil
        }
        let result = body(&inner)
        if !inner.problems.isEmpty { problems += inner.problems }
        if !inner.warnings.isEmpty { warnings += inner.warnings }
        let unknown = inner.unknownMemberWarnings
        if !unknown.isEmpty { warnings += unknown }
        return result
    }

    /// Reads the array of objects at `key`, each with `body`, collecting problems under
    /// `key[index]`; an absent member is an empty list, a member that is not an array or an
    /// element that is not an object is a problem.
    ///
    /// ```swift
    /// let constraints = reader.list("constraints") { LayoutConstraint(reading: &$0) }
    /// ```
    package mutating func list<Value>(_ key: String, _ body: (inout PropertyReader) -> Value?) -> [Value] {
        list(key, found: item(key), body)
    }

    /// Reads the array `raw` found (already marked read) at `key`, as ``list(_:_:)`` does.
    package mutating func list<Value>(
        _ key: String, found raw: PrimitiveItem?, _ body: (inout PropertyReader) -> Value?
    ) -> [Value] {
        guard let raw, !raw.isNull else { return [] }
        guard let items = raw.items else {
            report("expected an array, got \(raw.typeName)", at: key)
            return []
        }
        var out: [Value] = []
        for (index, item) in items.enumerated() {
            let place = "\(key)[\(index)]"
            guard var inner = PropertyReader(object: item, path: path + "." + place) else {
                report("expected an object, got \(item.typeName)", at: place)
                continue
            }
            if let value = body(&inner) { out.append(value) }
            problems += inner.problems
            warnings += inner.warnings + inner.unknownMemberWarnings
        }
        return out
    }

    /// A ``Condition`` at `key`, `nil` when absent; a malformed one is a problem.
    ///
    /// ```swift
    /// let rule = reader.condition("visibleWhen")
    /// ```
    package mutating func condition(_ key: String) -> Condition? {
        guard let raw = value(key), raw != .null else { return nil }
        do {
            return try Condition(panelValue: raw)
        } catch {
            report(error.message, at: key)
            return nil
        }
    }
}
