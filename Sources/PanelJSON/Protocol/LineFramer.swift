#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts a byte stream into protocol lines, in time linear in the input whatever its shape.
///
/// - Each byte is looked at once: a read's bytes are scanned for the newline (`memchr`) from
///   where the last scan stopped, never from the start of the line again.
/// - A line ends at `"\n"`; a `"\r"` just before it is dropped (`"\r\n"` is accepted).
/// - A line longer than ``maximumLineLength`` bytes (without its line end) is refused the
///   moment it passes the limit, even in the middle of a read: ``Frame/oversized(seq:)`` is handed
///   out once, and the rest of that line is skipped up to the next newline without being
///   kept. At most `maximumLineLength + 1` bytes of an unfinished line are ever held.
/// - Bytes are handed out as they came: a line is not decoded (invalid UTF-8 reaches the
///   parser, which rejects it with its byte offset).
///
/// ```swift
/// var framer = LineFramer(maximumLineLength: session.maximumLineLength)
/// framer.append(chunk) { frame in
///     switch frame {
///     case .line(let bytes): session.receive(bytes: bytes, into: &out)
///     case .oversized(let seq): session.refuseOversizedLine(seq: seq, into: &out)
///     }
/// }
/// ```
@_spi(Internals) public struct LineFramer: Sendable {
    /// One framed line, or the news that a line passed the limit.
    ///
    /// ```swift
    /// if case .line(let bytes) = frame { print(bytes.count) }
    /// ```
    public enum Frame {
        /// A whole line without its `"\n"` or `"\r\n"` (valid only during the call).
        case line(UnsafeBufferPointer<UInt8>)
        /// A line passed ``LineFramer/maximumLineLength``; the rest of it is skipped. `seq` is
        /// the line's `seq` when it stands in the line's first ``LineFramer/seqWindow`` bytes
        /// (read by the one scan of a line's lenient mode), so the refusal can name it.
        case oversized(seq: Int?)
    }

    /// How many bytes from the start of an oversized line are searched for its `seq`.
    package static let seqWindow = 4096

    /// The longest line handed out, in bytes, without its line end.
    package let maximumLineLength: Int
    /// The start of the line being read, when it did not end in the read that brought it.
    private var pending: [UInt8] = []
    /// Whether the bytes up to the next newline belong to a line already refused.
    private var skipping = false

    /// Creates a framer that refuses lines longer than `maximumLineLength` bytes.
    ///
    /// ```swift
    /// var framer = LineFramer(maximumLineLength: 1 << 20)
    /// ```
    @_spi(Internals) public init(maximumLineLength: Int) {
        self.maximumLineLength = max(0, maximumLineLength)
    }

    /// Whether a line was refused and its end has not come yet.
    ///
    /// ```swift
    /// framer.isSkipping   // true while the rest of an oversized line arrives
    /// ```
    package var isSkipping: Bool { skipping }

    /// Frames the bytes of one read: `handle` gets every line that ends in them, in order, and
    /// ``Frame/oversized(seq:)`` for a line as soon as it passes the limit.
    ///
    /// ```swift
    /// framer.append(Array("{\"type\":\"undo\",\"seq\":1}\n".utf8)) { frame in … }
    /// ```
    package mutating func append(_ bytes: [UInt8], _ handle: (Frame) -> Void) {
        bytes.withUnsafeBufferPointer { append($0, handle) }
    }

    /// Frames the bytes of one read (see ``append(_:_:)-([UInt8],_)``).
    ///
    /// ```swift
    /// buffer.withUnsafeBufferPointer { framer.append($0) { frame in … } }
    /// ```
    @_spi(Internals) public mutating func append(
        _ bytes: UnsafeBufferPointer<UInt8>, _ handle: (Frame) -> Void
    ) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            let found = memchr(base + start, 0x0A, bytes.count - start)
            let end =
                found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
            let segment = UnsafeBufferPointer(start: base + start, count: end - start)
            if skipping {
                // Dropped unseen.
            } else if found != nil && pending.isEmpty {
                // A whole line in this read: handed out from the read's own bytes.
                deliver(segment, handle)
            } else if pending.count + segment.count > maximumLineLength + 1 {
                // Past the limit (one more byte may be a "\r" before the newline): refused now.
                refuse(segment, handle)
            } else {
                pending.append(contentsOf: segment)
                if found != nil {
                    pending.withUnsafeBufferPointer { deliver($0, handle) }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            guard found != nil else { break }
            skipping = false
            start = end + 1
        }
    }

    /// Hands out the last line when the input ended without a newline after it.
    ///
    /// ```swift
    /// framer.finish { frame in … }   // at the end of the input
    /// ```
    package mutating func finish(_ handle: (Frame) -> Void) {
        defer {
            pending = []
            skipping = false
        }
        guard !skipping, !pending.isEmpty else { return }
        pending.withUnsafeBufferPointer { deliver($0, handle) }
    }

    private mutating func refuse(_ segment: UnsafeBufferPointer<UInt8>, _ handle: (Frame) -> Void) {
        // The line's start: what was held from earlier reads, then this read's part of it.
        var head = Array(pending.prefix(Self.seqWindow))
        head += segment.prefix(Self.seqWindow - head.count)
        skipping = true
        pending = []
        handle(.oversized(seq: ProtocolLine.seq(recoveredFrom: head)))
    }

    private mutating func deliver(_ line: UnsafeBufferPointer<UInt8>, _ handle: (Frame) -> Void) {
        var count = line.count
        if count > 0, line[count - 1] == 0x0D { count -= 1 }
        guard count <= maximumLineLength else {
            let head = UnsafeBufferPointer(rebasing: line[0..<min(count, Self.seqWindow)])
            handle(.oversized(seq: ProtocolLine.seq(recoveredFrom: head)))
            return
        }
        handle(.line(UnsafeBufferPointer(rebasing: line[0..<count])))
    }
}
