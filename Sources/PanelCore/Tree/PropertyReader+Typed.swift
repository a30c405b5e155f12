extension PropertyReader {
    /// A string, or `fallback` (with a problem if the member has another type).
    ///
    /// ```swift
    /// let label = reader.string("label", default: "speed")
    /// ```
    package mutating func string(_ key: String, default fallback: @autoclosure () -> String) -> String {
        optionalString(key) ?? fallback()
    }

    /// A string if present; a member of another type is a problem.
    ///
    /// ```swift
    /// let unit = reader.optionalString("unit")
    /// ```
    package mutating func optionalString(_ key: String) -> String? {
        if let view {
            guard let index = find(key) else { return nil }
            switch view.entries[index].tag {
            case .string: return view.string(at: index)
            case .null: return nil
            default:
                report("expected a string, got \(PrimitiveItem.tape(view, index).typeName)", at: key)
                return nil
            }
        }
        guard let raw = value(key), raw != .null else { return nil }
        guard case .string(let text) = raw else {
            report("expected a string, got \(raw.typeName)", at: key)
            return nil
        }
        return text
    }

    /// Whether member `key` is a string, checked as ``optionalString(_:)`` checks it (a
    /// member of another type is a problem) but without building the string.
    ///
    /// ```swift
    /// let hasHint = reader.checkString("hint")
    /// ```
    package mutating func checkString(_ key: String) -> Bool {
        if let view {
            guard let index = find(key) else { return false }
            switch view.entries[index].tag {
            case .string: return true
            case .null: return false
            default:
                report("expected a string, got \(PrimitiveItem.tape(view, index).typeName)", at: key)
                return false
            }
        }
        return optionalString(key) != nil
    }

    /// A boolean, or `fallback`.
    ///
    /// ```swift
    /// let collapsed = reader.bool("collapsed", default: false)
    /// ```
    package mutating func bool(_ key: String, default fallback: Bool) -> Bool {
        if let view {
            guard let index = find(key) else { return fallback }
            switch view.entries[index].tag {
            case .trueValue: return true
            case .falseValue: return false
            case .null: return fallback
            default:
                report("expected a boolean, got \(PrimitiveItem.tape(view, index).typeName)", at: key)
                return fallback
            }
        }
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
        if let view {
            guard let index = find(key) else { return nil }
            let entry = view.entries[index]
            switch entry.tag {
            case .number: return Double(bitPattern: entry.payload)
            case .null: return nil
            default:
                do {
                    return try view.value(at: index).finiteNumber()
                } catch {
                    report(error.message, at: key)
                    return nil
                }
            }
        }
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
}
