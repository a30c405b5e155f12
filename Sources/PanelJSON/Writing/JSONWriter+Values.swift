import PanelCore

// Values of any shape: objects with their keys sorted by UTF-8 bytes, arrays, scalars.

extension JSONWriter {
    /// Writes any value; object keys are sorted.
    ///
    /// ```swift
    /// writer.write(.array([1, 2.5]))   // [1,2.5]
    /// ```
    package mutating func write(_ value: PanelValue) {
        makeUnique()
        emit(value)
    }

    /// Writes any value (the allocation already unique).
    mutating func emit(_ value: PanelValue) {
        switch value {
        case .null: append(raw: "null")
        case .bool(let flag): emit(bool: flag)
        case .number(let number): emit(number: number)
        case .string(let text): emit(string: text)
        case .array(let items):
            beginArray()
            for index in items.indices {
                nextElement()
                emit(items[index])
            }
            endArray(isEmpty: items.isEmpty)
        case .object(let object):
            emit(object: object)
        }
    }

    /// Writes an object with its keys sorted; a small object is sorted on the stack, by the
    /// first eight bytes of each key first.
    private mutating func emit(object: [String: PanelValue]) {
        beginObject()
        if object.count <= 16 {
            withUnsafeTemporaryAllocation(
                of: (prefix: UInt64, index: Dictionary<String, PanelValue>.Index).self, capacity: object.count
            ) { buffer in
                guard let order = buffer.baseAddress else { return }
                var count = 0
                var index = object.startIndex
                while index != object.endIndex {
                    let key = object.keys[index]
                    let prefix = JSONWriter.sortPrefix(key)
                    // Insertion sort: a handful of keys.
                    var position = count
                    while position > 0 {
                        let other = order[position - 1]
                        let isLess =
                            prefix != other.prefix
                            ? prefix < other.prefix : JSONWriter.utf8Less(key, object.keys[other.index])
                        guard isLess else { break }
                        (order + position).moveInitialize(from: order + position - 1, count: 1)
                        position -= 1
                    }
                    (order + position).initialize(to: (prefix, index))
                    count += 1
                    object.formIndex(after: &index)
                }
                for position in 0..<count {
                    let member = object[order[position].index]
                    writeKey(member.key)
                    emit(member.value)
                }
                order.deinitialize(count: count)
            }
        } else {
            for key in JSONWriter.sortedKeys(object) {
                writeKey(key)
                emit(object[key]!)
            }
        }
        endObject(isEmpty: object.isEmpty)
    }

    /// The first eight UTF-8 bytes of a key as a big-endian number (zero-padded), so that
    /// comparing prefixes orders keys as ``utf8Less(_:_:)`` does unless the prefixes are equal.
    private static func sortPrefix(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { utf8 in
            var prefix: UInt64 = 0
            var shift: UInt64 = 56
            for index in 0..<Swift.min(utf8.count, 8) {
                prefix |= UInt64(utf8[index]) << shift
                shift &-= 8
            }
            return prefix
        }
    }

    /// The keys of an object in the order the writer uses: ascending UTF-8 bytes.
    ///
    /// ```swift
    /// JSONWriter.sortedKeys(["b": 1, "a": 2])   // ["a", "b"]
    /// ```
    package static func sortedKeys(_ object: [String: PanelValue]) -> [String] {
        object.keys.sorted(by: JSONWriter.utf8Less)
    }

    /// Orders strings by their UTF-8 bytes (the same as by Unicode scalar values), the order
    /// every object's keys are written in.
    ///
    /// ```swift
    /// JSONWriter.utf8Less("Z", "a")   // true
    /// ```
    package static func utf8Less(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let count = Swift.min(left.count, right.count)
                var index = 0
                while index < count {
                    if left[index] != right[index] { return left[index] < right[index] }
                    index += 1
                }
                return left.count < right.count
            }
        }
    }
}
