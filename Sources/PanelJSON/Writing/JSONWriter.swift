import PanelCore

/// A fast JSON writer that appends UTF-8 bytes to a reusable buffer.
///
/// Objects are written with their keys in ascending order of their UTF-8 bytes, numbers in
/// the shortest form that reads back to the same `Double` (whole numbers without `.0`, as
/// `PanelValue.format` does), and strings with only the escapes JSON requires (`\"`, `\\`
/// and the control characters below U+0020); every other character is written as UTF-8.
///
/// A non-finite number cannot be written as JSON: the writer writes `null` in its place and
/// sets ``hasNonFiniteNumber``, so that the caller (``JSONRenderer``) can refuse the output
/// and name where the number was.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.write(["b": 1, "a": [true, "x"]])
/// String(decoding: writer.bytes, as: UTF8.self)   // {"a":[true,"x"],"b":1}
/// ```
@_spi(Internals) public struct JSONWriter: @unchecked Sendable {
    // The bytes live in one allocation written through a pointer, with no per-append bounds,
    // capacity or uniqueness checks on the hot path: each public entry point first makes the
    // allocation unique (copy on write, so a copied writer never shares what it writes), and
    // each write reserves what it needs once. `@unchecked Sendable`: the allocation is only
    // ever written by the one writer that holds it uniquely.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// The start of the allocation (the extensions write through it, after ``reserve(_:)``).
    var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written so far.
    var count = 0
    /// Where numbers were written, so that one written again is copied (forgotten when the
    /// bytes are).
    var writtenNumbers = WrittenNumbers()

    /// The bytes written so far.
    ///
    /// ```swift
    /// String(decoding: writer.bytes, as: UTF8.self)
    /// ```
    @_spi(Internals) public var bytes: [UInt8] {
        get { Array(UnsafeBufferPointer(start: base, count: count)) }
        set {
            reset()
            newValue.withUnsafeBytes { append($0) }
        }
    }

    /// Calls `body` with the bytes written so far, without copying them.
    ///
    /// ```swift
    /// writer.withUnsafeBytes { socket.send($0) }
    /// ```
    package func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(storage) { () throws(Failure) -> Result in
            try body(UnsafeRawBufferPointer(start: base, count: count))
        }
    }

    /// Whether to write the pretty form: members on their own lines, indented by two spaces.
    package var isPretty: Bool
    /// Whether a non-finite number was met (and written as `null`).
    package internal(set) var hasNonFiniteNumber = false
    var level = 0
    /// Whether the next member or element needs a comma before it.
    var needsComma = false
    /// The last string written as an `accessibility` label, as the bits of its `String`
    /// value, and where it was written (as a JSON string), so that the node's own `label` (or
    /// `title`), almost always the very same string, is copied instead of written again (see
    /// ``emit(string:reusingLabel:)``). Kept only while the description that holds the
    /// string is alive (its storage cannot be freed and reused by another string meanwhile).
    var writtenLabel: (UInt64, UInt64) = (0, 0)
    var writtenLabelRange = 0..<0
    /// The last array of numbers and the last array of options written as a property, and
    /// where (in the compact form): the next one equal to the bit, every string the very same
    /// string (see ``bits(of:)``), is copied from there (a panel's sliders often share their
    /// stops, its pickers their options). The arrays are kept, so their strings stay alive.
    var writtenNumberArray: (values: [Double], range: Range<Int>) = ([], 0..<0)
    var writtenOptions: (options: [Option], range: Range<Int>) = ([], 0..<0)
    /// The last few pairs of numbers written as a property (a slider's range), by the bits of
    /// their numbers, and where (in the compact form): an equal pair is copied from there.
    var writtenPairs: [(first: UInt64, second: UInt64, range: Range<Int>)] = []
    /// The arrays of the values writer of the last document rendered into this writer, for
    /// the next one to reuse (``JSONRenderer/encode(_:with:)``).
    var valueStorage = ValueWriter.Storage()
    /// ``smallStringsReadInPlace``, read once for the writer.
    let readsSmallStrings = JSONWriter.smallStringsReadInPlace

    /// Creates a writer with an empty buffer.
    ///
    /// ```swift
    /// var writer = JSONWriter(pretty: true)
    /// ```
    @_spi(Internals) public init(pretty: Bool = false, capacity: Int = 0) {
        let storage = Storage(capacity: Swift.max(capacity, 64))
        self.storage = storage
        base = storage.base
        self.capacity = storage.capacity
        isPretty = pretty
    }

    /// Empties the buffer, keeping its storage, for the next document.
    ///
    /// ```swift
    /// writer.reset()
    /// ```
    package mutating func reset() {
        count = 0
        writtenNumbers.forget()
        makeUnique()
        hasNonFiniteNumber = false
        level = 0
        needsComma = false
        // The pieces noted for copying are forgotten with the bytes they were written in. Only
        // what was noted is forgotten: a protocol writer resets before every line, most of
        // which note nothing, and replacing an empty array still releases one.
        writtenLabelRange = 0..<0
        if !writtenNumberArray.range.isEmpty || !writtenNumberArray.values.isEmpty {
            writtenNumberArray = ([], 0..<0)
        }
        if !writtenOptions.range.isEmpty || !writtenOptions.options.isEmpty { writtenOptions = ([], 0..<0) }
        if !writtenPairs.isEmpty { writtenPairs.removeAll(keepingCapacity: true) }
    }

    // MARK: Storage

    /// Gives this writer its own allocation if it shares one with a copy of itself; every
    /// public method that writes calls it first, the internal ones rely on it.
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { moveStorage(capacity: capacity) }
    }

    private mutating func moveStorage(capacity newCapacity: Int) {
        let new = Storage(capacity: newCapacity)
        new.base.update(from: base, count: count)
        storage = new
        base = new.base
        capacity = newCapacity
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        moveStorage(capacity: Swift.max(capacity &* 2, count + extra))
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Copies bytes that do not overlap: up to 32 with two or four overlapping loads and
    /// stores, up to 64 a word at a time and an overlapping last word (no call), more with
    /// `memcpy`.
    @inline(__always)
    static func copy(_ source: UnsafeRawPointer, count: Int, to target: UnsafeMutableRawPointer) {
        if count >= 8 && count <= 16 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
        } else if count > 16 && count <= 32 {
            let first = source.loadUnaligned(as: UInt64.self)
            let second = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let third = source.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
            let fourth = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            target.storeBytes(of: first, as: UInt64.self)
            target.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: third, toByteOffset: count &- 16, as: UInt64.self)
            target.storeBytes(of: fourth, toByteOffset: count &- 8, as: UInt64.self)
        } else if count < 4 {
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
                    as: UInt8.self)
            }
        } else if count <= 64 {
            var offset = 0
            while offset &+ 8 < count {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                    as: UInt64.self)
                offset &+= 8
            }
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self),
                toByteOffset: count &- 8,
                as: UInt64.self)
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        if let source = bytes.baseAddress {
            JSONWriter.copy(source, count: bytes.count, to: UnsafeMutableRawPointer(base + count))
        }
        count &+= bytes.count
    }
}
