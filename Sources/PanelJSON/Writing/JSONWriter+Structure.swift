import PanelCore

// The structure of a document: brackets, separators, member names, indentation and
// pieces written whole.

extension JSONWriter {
    // MARK: Structure

    /// Writes `[` and enters an array.
    mutating func beginArray() { enter(UInt8(ascii: "[")) }

    /// Opens an object by copying bytes this writer wrote before at `range` (its `{` and
    /// the first members with their separators, ending in a member name and colon): as if
    /// they were written again, one level in.
    @inline(__always)
    mutating func openObject(copyOf range: Range<Int>) {
        appendCopy(of: range)
        level += 1
        needsComma = false
    }

    /// Writes `]` and leaves an array.
    mutating func endArray(isEmpty: Bool) { leave(UInt8(ascii: "]"), isEmpty: isEmpty) }

    /// Writes `{` and enters an object.
    mutating func beginObject() { enter(UInt8(ascii: "{")) }

    /// Writes `}` and leaves an object.
    mutating func endObject(isEmpty: Bool) { leave(UInt8(ascii: "}"), isEmpty: isEmpty) }

    /// Writes an opening bracket and goes one level in.
    @inline(__always)
    private mutating func enter(_ bracket: UInt8) {
        append(bracket)
        level &+= 1
        needsComma = false
    }

    /// Goes one level out and writes a closing bracket (on its own line in the pretty form,
    /// unless the array or object is empty).
    @inline(__always)
    private mutating func leave(_ bracket: UInt8, isEmpty: Bool) {
        level &-= 1
        if isPretty && !isEmpty { newline() }
        append(bracket)
        needsComma = true
    }

    /// Writes the separator before an array element.
    @inline(__always)
    mutating func nextElement() {
        if isPretty {
            prettySeparator()
        } else {
            appendComma(reserving: 0)
        }
        needsComma = false
    }

    /// Writes the comma before a member or element when one is wanted (of the compact form),
    /// and makes room for `extra` bytes after it. The comma is stored either way and kept only
    /// when wanted (no branch).
    @inline(__always)
    private mutating func appendComma(reserving extra: Int) {
        reserve(extra &+ 1)
        base[count] = UInt8(ascii: ",")
        count &+= needsComma ? 1 : 0
    }

    /// The separator of the pretty form: a comma when wanted and a new line.
    @inline(never)
    private mutating func prettySeparator() {
        if needsComma { append(UInt8(ascii: ",")) }
        newline()
    }

    /// Writes the separator before a member, the key and the colon.
    mutating func writeKey(_ key: String) {
        if needsComma { append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        emit(string: key)
        append(UInt8(ascii: ":"))
        if isPretty { append(UInt8(ascii: " ")) }
        needsComma = false
    }

    /// Writes the separator before a member, then a key this writer already wrote as a JSON
    /// string at `range` (copied, not escaped again), and the colon.
    @inline(__always)
    mutating func writeKey(copyOf range: Range<Int>) {
        if isPretty {
            prettySeparator()
        } else {
            appendComma(reserving: range.count &+ 1)
        }
        reserve(range.count &+ 2)
        JSONWriter.copy(
            UnsafeRawPointer(base + range.lowerBound), count: range.count,
            to: UnsafeMutableRawPointer(base + count))
        count &+= range.count
        base[count] = UInt8(ascii: ":")
        count &+= 1
        if isPretty { append(UInt8(ascii: " ")) }
        needsComma = false
    }

    /// Writes a member name given whole, with its quotes and colon (`"kind":`), known to need
    /// no escaping: one copy for the common static names.
    @inline(__always)
    mutating func writeKey(raw quotedKeyAndColon: StaticString) {
        if isPretty {
            writePrettyKey(raw: quotedKeyAndColon)
            return
        }
        let length = quotedKeyAndColon.utf8CodeUnitCount
        appendComma(reserving: length)
        JSONWriter.copy(
            UnsafeRawPointer(quotedKeyAndColon.utf8Start), count: length,
            to: UnsafeMutableRawPointer(base + count))
        count &+= length
        needsComma = false
    }

    @inline(never)
    private mutating func writePrettyKey(raw quotedKeyAndColon: StaticString) {
        prettySeparator()
        quotedKeyAndColon.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        append(UInt8(ascii: " "))
        needsComma = false
    }

    /// Writes a member name known to need no escaping (an element kind's property), with
    /// its quotes and colon.
    @inline(__always)
    mutating func writeKey(name: StaticString) {
        if isPretty {
            writePrettyKey(name: name)
            return
        }
        let length = name.utf8CodeUnitCount
        appendComma(reserving: length &+ 3)
        base[count] = UInt8(ascii: "\"")
        JSONWriter.copy(
            UnsafeRawPointer(name.utf8Start), count: length, to: UnsafeMutableRawPointer(base + count + 1))
        count &+= length &+ 1
        // `":` as one store.
        UnsafeMutableRawPointer(base + count).storeBytes(of: (0x3A22 as UInt16).littleEndian, as: UInt16.self)
        count &+= 2
        needsComma = false
    }

    @inline(never)
    private mutating func writePrettyKey(name: StaticString) {
        prettySeparator()
        append(UInt8(ascii: "\""))
        name.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        needsComma = false
    }

    private mutating func newline() {
        reserve(1 + 2 * level)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: 2 * level)
        count &+= 1 + 2 * level
    }

    /// Appends text known to be valid JSON as it stands (a literal, a quoted name).
    @inline(__always)
    mutating func append(raw text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        needsComma = true
    }

    /// Appends a piece of a document written whole, separators included (`,"rev":`), and
    /// leaves the separator state as it is.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Copies a literal piece to `end`, where there is room for it, and moves `end` past it.
    @inline(__always)
    static func put(_ text: StaticString, at end: inout UnsafeMutablePointer<UInt8>) {
        let length = text.utf8CodeUnitCount
        copy(UnsafeRawPointer(text.utf8Start), count: length, to: end)
        end += length
    }

    /// Appends again the bytes written at `range` (a value written once, wanted twice).
    @inline(__always)
    mutating func appendCopy(of range: Range<Int>) {
        reserve(range.count)
        JSONWriter.copy(
            UnsafeRawPointer(base + range.lowerBound), count: range.count,
            to: UnsafeMutableRawPointer(base + count))
        count &+= range.count
        needsComma = true
    }
}
