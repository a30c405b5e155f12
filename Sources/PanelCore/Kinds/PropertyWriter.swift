/// Where an ``ElementKind`` writes its properties: the JSON writer (straight to bytes) or a
/// dictionary of primitive values (``PropertyDictionary``). Keys come in the order of their
/// UTF-8 bytes.
///
/// ```swift
/// var properties = PropertyDictionary()
/// ToggleElement(label: "on").writeProperties(to: &properties)
/// properties.values   // ["label": "on"]
/// ```
package protocol PropertyWriter {
    /// Writes a string property.
    mutating func write(_ key: StaticString, string: String)
    /// Writes a number property.
    mutating func write(_ key: StaticString, number: Double)
    /// Writes a boolean property.
    mutating func write(_ key: StaticString, bool: Bool)
    /// Writes an array of numbers.
    mutating func write(_ key: StaticString, numbers: [Double])
    /// Writes an array of two numbers (a range) without building the array.
    mutating func write(_ key: StaticString, numbers first: Double, _ second: Double)
    /// Writes an array of options, each as `{"label": …, "value": …}`.
    mutating func write(_ key: StaticString, options: [Option])
    /// Writes any primitive value.
    mutating func write(_ key: StaticString, value: PanelValue)
    /// Writes a property whose name is known only when running (an unknown kind's).
    mutating func write(name: String, value: PanelValue)
    /// Writes an array of `count` objects, object `index` written by `body` with this writer's
    /// own methods (its keys in UTF-8 order too): a point's axes, without building them as
    /// dictionaries first.
    mutating func write(_ key: StaticString, objects count: Int, _ body: (inout Self, Int) -> Void)
}

extension PropertyWriter {
    /// Writes the pair as an array of two numbers (a writer to bytes does so without the array).
    package mutating func write(_ key: StaticString, numbers first: Double, _ second: Double) {
        write(key, numbers: [first, second])
    }
}

/// A ``PropertyWriter`` that collects the properties as primitive values.
///
/// ```swift
/// var properties = PropertyDictionary()
/// element.writeProperties(to: &properties)
/// ```
package struct PropertyDictionary: PropertyWriter {
    /// The properties written so far.
    package var values: [String: PanelValue] = [:]

    /// Creates an empty dictionary.
    package init() {}

    package mutating func write(_ key: StaticString, string: String) {
        values[key.description] = .string(string)
    }

    package mutating func write(_ key: StaticString, number: Double) {
        values[key.description] = .number(number)
    }

    package mutating func write(_ key: StaticString, bool: Bool) {
        values[key.description] = .bool(bool)
    }

    package mutating func write(_ key: StaticString, numbers: [Double]) {
        values[key.description] = .array(numbers.map(PanelValue.number))
    }

    package mutating func write(_ key: StaticString, options: [Option]) {
        values[key.description] = .array(
            options.map { ["value": .string($0.value), "label": .string($0.label)] })
    }

    package mutating func write(_ key: StaticString, value: PanelValue) {
        values[key.description] = value
    }

    package mutating func write(name: String, value: PanelValue) {
        values[name] = value
    }

    package mutating func write(
        _ key: StaticString, objects count: Int, _ body: (inout PropertyDictionary, Int) -> Void
    ) {
        values[key.description] = .array(
            (0..<count).map { index in
                var object = PropertyDictionary()
                body(&object, index)
                return .object(object.values)
            })
    }
}
