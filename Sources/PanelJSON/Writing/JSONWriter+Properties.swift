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
        if !isPretty, !writtenNumberArray.range.isEmpty, numbers.count == writtenNumberArray.values.count,
            zip(numbers, writtenNumberArray.values).allSatisfy({ $0.bitPattern == $1.bitPattern })
        {
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
            for pair in writtenPairs where pair.first == bits.0 && pair.second == bits.1 {
                appendCopy(of: pair.range)
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
        if !isPretty, !writtenOptions.range.isEmpty, options.count == writtenOptions.options.count,
            zip(options, writtenOptions.options).allSatisfy({
                JSONWriter.bits(of: $0.label) == JSONWriter.bits(of: $1.label)
                    && JSONWriter.bits(of: $0.value) == JSONWriter.bits(of: $1.value)
            })
        {
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

    package mutating func write(_ key: StaticString, value: PanelValue) {
        writeKey(name: key)
        emit(value)
    }

    package mutating func write(name: String, value: PanelValue) {
        writeKey(name)
        emit(value)
    }
}
