import PanelCore

/// The JSON writer as the place an element kind writes its properties: each straight to
/// bytes, in the order the kind gives (its names' UTF-8 order).
extension JSONWriter: PropertyWriter {
    package mutating func write(_ key: StaticString, string: String) {
        writeKey(name: key)
        // A node's label is most often the label its `accessibility` object has just written.
        // A node's label is most often the label its `accessibility` object has just written.
        emit(string: string, reusingLabel: ())
    }

    package mutating func write(_ key: StaticString, number: Double) {
        writeKey(name: key)
        emit(number: number)
    }

    package mutating func write(_ key: StaticString, bool: Bool) {
        writeKey(name: key)
        emit(bool: bool)
    }

    package mutating func write(_ key: StaticString, numbers: [Double]) {
        writeKey(name: key)
        if !isPretty, !writtenNumberArray.range.isEmpty, JSONWriter.same(numbers, writtenNumberArray.values) {
            appendCopy(of: writtenNumberArray.range)
            return
        }
        let start = count
        beginArray()
        for number in numbers {
            nextElement()
            emit(number: number)
        }
        endArray(isEmpty: numbers.isEmpty)
        if !isPretty { writtenNumberArray = (numbers, start..<count) }
    }

    package mutating func write(_ key: StaticString, numbers first: Double, _ second: Double) {
        writeKey(name: key)
        let bits = (first.bitPattern, second.bitPattern)
        if !isPretty {
            // By index: an iterator would retain the array.
            for index in writtenPairs.indices
            where writtenPairs[index].first == bits.0 && writtenPairs[index].second == bits.1 {
                appendCopy(of: writtenPairs[index].range)
                return
            }
        }
        let start = count
        defer {
            // The last four kept, the oldest replaced.
            if !isPretty {
                if writtenPairs.count == 4 { writtenPairs.removeFirst() }
                writtenPairs.append((bits.0, bits.1, start..<count))
            }
        }
        beginArray()
        nextElement()
        emit(number: first)
        nextElement()
        emit(number: second)
        endArray(isEmpty: false)
    }

    package mutating func write(_ key: StaticString, options: [Option]) {
        writeKey(name: key)
        if !isPretty, !writtenOptions.range.isEmpty, JSONWriter.same(options, writtenOptions.options) {
            appendCopy(of: writtenOptions.range)
            return
        }
        let start = count
        defer { if !isPretty { writtenOptions = (options, start..<count) } }
        beginArray()
        for option in options {
            nextElement()
            beginObject()
            writeKey(raw: #""label":"#)
            emit(string: option.label)
            writeKey(raw: #""value":"#)
            emit(string: option.value)
            endObject(isEmpty: false)
        }
        endArray(isEmpty: options.isEmpty)
    }

    /// Whether two arrays of numbers are the same to the bit. By index, not by `zip`: its
    /// iterators would retain both arrays, an atomic operation each.
    private static func same(_ numbers: [Double], _ others: [Double]) -> Bool {
        guard numbers.count == others.count else { return false }
        for index in numbers.indices where numbers[index].bitPattern != others[index].bitPattern {
            return false
        }
        return true
    }

    /// Whether two arrays of options hold the same strings (the same storage, or the same
    /// short string), by index as the numbers are.
    private static func same(_ options: [Option], _ others: [Option]) -> Bool {
        guard options.count == others.count else { return false }
        for index in options.indices
        where JSONWriter.bits(of: options[index].label) != JSONWriter.bits(of: others[index].label)
            || JSONWriter.bits(of: options[index].value) != JSONWriter.bits(of: others[index].value)
        {
            return false
        }
        return true
    }

    package mutating func write(_ key: StaticString, value: PanelValue) {
        writeKey(name: key)
        emit(value)
    }

    package mutating func write(name: String, value: PanelValue) {
        writeKey(name)
        emit(value)
    }

    package mutating func write(
        _ key: StaticString, objects count: Int, _ body: (inout JSONWriter, Int) -> Void
    ) {
        writeKey(name: key)
        beginArray()
        for index in 0..<count {
            nextElement()
            beginObject()
            let start = self.count
            body(&self, index)
            endObject(isEmpty: self.count == start)
        }
        endArray(isEmpty: count == 0)
    }
}
