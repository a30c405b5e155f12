/// Reads a node's properties from their primitive form and collects every problem it finds,
/// so that a decoder can report them all at once.
///
/// Each problem names the property's path below a base path, e.g. `$.root.children[3].range`.
///
/// ```swift
/// var reader = PropertyReader(["label": "speed", "unit": 3], path: "$.root")
/// let label = reader.string("label", default: "")
/// let unit = reader.optionalString("unit")   // nil, and a problem at "$.root.unit"
/// reader.problems.count                       // 1
/// ```
package struct PropertyReader {
    /// The properties being read.
    package let properties: [String: PanelValue]
    /// The path of the object that holds them.
    package let path: String
    /// The problems found so far, in the order found.
    package internal(set) var problems: [TreeProblem] = []
    /// Members of nested objects this version does not know (dropped, as a newer minor
    /// version may add some), each with the known name it most likely meant.
    package internal(set) var warnings: [TreeProblem] = []
    /// The keys read so far; the rest are extras.
    package var consumed: Set<String> { Set(consumedKeys) }
    /// The keys read so far, in the order read (a key read twice is listed twice): a node has
    /// a handful of members, so a list searched in order is cheaper than hashing each key.
    private var consumedKeys: [String]

    /// Starts reading `properties` found at `path`.
    ///
    /// ```swift
    /// var reader = PropertyReader(["label": "x"], path: "$.root")
    /// ```
    package init(_ properties: [String: PanelValue], path: String) {
        self.init(properties, path: path, ignoring: [])
    }

    /// Starts reading `properties` with the members `ignored` treated as read already (left
    /// out of ``unread``), which saves building a filtered copy of a node's members.
    init(_ properties: [String: PanelValue], path: String, ignoring ignored: [String]) {
        self.properties = properties
        self.path = path
        consumedKeys = ignored
        consumedKeys.reserveCapacity(ignored.count + 8)
    }

    /// Records a problem at `key` (or at the object itself when `key` is `nil`).
    ///
    /// ```swift
    /// reader.report("min 10 is greater than max 2", at: "range")
    /// ```
    package mutating func report(_ message: String, at key: String? = nil) {
        problems.append(TreeProblem(path: key.map { path + "." + $0 } ?? path, message: message))
    }

    /// The raw value of `key`, marking it as read.
    ///
    /// ```swift
    /// let raw = reader.value("stops")
    /// ```
    package mutating func value(_ key: String) -> PanelValue? {
        consumedKeys.append(key)
        return properties[key]
    }

    /// A string, or `fallback` (with a problem if the member has another type).
    ///
    /// ```swift
    /// let label = reader.string("label", default: "speed")
    /// ```
    package mutating func string(_ key: String, default fallback: String) -> String {
        optionalString(key) ?? fallback
    }

    /// A string if present; a member of another type is a problem.
    ///
    /// ```swift
    /// let unit = reader.optionalString("unit")
    /// ```
    package mutating func optionalString(_ key: String) -> String? {
        guard let raw = value(key), raw != .null else { return nil }
        guard case .string(let text) = raw else {
            report("expected a string, got \(raw.typeName)", at: key)
            return nil
        }
        return text
    }

    /// A boolean, or `fallback`.
    ///
    /// ```swift
    /// let collapsed = reader.bool("collapsed", default: false)
    /// ```
    package mutating func bool(_ key: String, default fallback: Bool) -> Bool {
        guard let raw = value(key), raw != .null else { return fallback }
        guard case .bool(let flag) = raw else {
            report("expected a boolean, got \(raw.typeName)", at: key)
            return fallback
        }
        return flag
    }

    /// A finite number if present.
    ///
    /// ```swift
    /// let step = reader.optionalNumber("step")
    /// ```
    package mutating func optionalNumber(_ key: String) -> Double? {
        guard let raw = value(key), raw != .null else { return nil }
        do {
            return try raw.finiteNumber()
        } catch {
            report(error.message, at: key)
            return nil
        }
    }

    /// A whole number if present.
    ///
    /// ```swift
    /// let spacing = reader.optionalInteger("spacing")
    /// ```
    package mutating func optionalInteger(_ key: String) -> Int? {
        guard let number = optionalNumber(key) else { return nil }
        guard let whole = Int(exactly: number), abs(whole) <= 1 << 30 else {
            report("expected a whole number of cells, got \(PanelValue.format(number))", at: key)
            return nil
        }
        return whole
    }

    /// A named option if present; an unknown name is a problem listing the known ones.
    ///
    /// ```swift
    /// let axis = reader.option("axis", as: Axis.self) ?? .vertical
    /// ```
    package mutating func option<Option: NamedOption>(_ key: String, as type: Option.Type) -> Option? {
        guard let name = optionalString(key) else { return nil }
        guard let option = Option(named: name) else {
            report(
                "unknown value \"\(name)\"; expected one of \(Option.names.joined(separator: ", "))", at: key)
            return nil
        }
        return option
    }

    /// A hex colour if present; a malformed one is a problem quoting it.
    ///
    /// ```swift
    /// let fill = reader.color("background")
    /// ```
    package mutating func color(_ key: String) -> HexColor? {
        guard let text = optionalString(key) else { return nil }
        do {
            return try HexColor(parsing: text)
        } catch {
            report(error.message, at: key)
            return nil
        }
    }

    /// A warning for each member not read, naming the closest of the members that were: what
    /// a typo in a nested object (`modifiers`, `padding`, …) becomes.
    package var unknownMemberWarnings: [TreeProblem] {
        let unknown = properties.keys.filter { !consumedKeys.contains($0) }
        guard !unknown.isEmpty else { return [] }
        let known = Array(Set(consumedKeys))
        return unknown.sorted().map { key in
            TreeProblem(
                path: path + "." + key, message: "unknown member \"\(key)\" (ignored)", unknownName: key,
                among: known)
        }
    }

    /// The members not read, to be kept as extras.
    ///
    /// ```swift
    /// let extras = reader.unread
    /// ```
    package var unread: [String: PanelValue] {
        properties.filter { !consumedKeys.contains($0.key) }
    }
}
