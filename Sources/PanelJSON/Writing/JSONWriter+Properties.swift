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
        beginArray()
        for number in numbers {
            nextElement()
            emit(number: number)
        }
        endArray(isEmpty: numbers.isEmpty)
    }

    package mutating func write(_ key: StaticString, numbers first: Double, _ second: Double) {
        writeKey(name: key)
        beginArray()
        nextElement()
        emit(number: first)
        nextElement()
        emit(number: second)
        endArray(isEmpty: false)
    }

    package mutating func write(_ key: StaticString, options: [Option]) {
        writeKey(name: key)
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
