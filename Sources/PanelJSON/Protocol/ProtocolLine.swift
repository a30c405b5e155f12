import PanelCore

/// The reading of one protocol line from its bytes: one pass that finds the `seq`, the `type`
/// and the members together, the common `set` read without building a dictionary, and the
/// `seq` of a line that turns out malformed recovered by the same pass going on leniently.
///
/// ```swift
/// let line = Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8)
/// line.withUnsafeBufferPointer { ProtocolLine.setParts(of: $0) }?.id   // "radius"
/// ProtocolLine.seq(recoveredFrom: Array(#"{"type":"set","seq":3,"value":1e999}"#.utf8))   // 3
/// ```
package enum ProtocolLine {
    /// What one scan of a line found.
    package enum Scan {
        /// A `set` of exactly `type`, `seq`, `id` and `value`, its id printable ASCII without
        /// escapes: the `seq`, the id as its bytes in the line, and the value.
        case set(seq: Int, id: UnsafeBufferPointer<UInt8>, value: PanelValue)
        /// Any other object without a repeated key: its members (`type` and `seq` among them,
        /// read as written; the message decoder checks them).
        case members([String: PanelValue])
        /// Not a JSON object, or one that repeats a key: the problem, with the `seq` the scan
        /// found (see ``seq(recoveredFrom:)-(UnsafeBufferPointer<UInt8>)``).
        case malformed(ProtocolError)

        /// The line's `seq`, as the scan read it: a `set`'s, another object's when it holds a
        /// whole number ≥ 0, a malformed line's when one could be found (what a transport or a
        /// ledger of answers keys a line by).
        ///
        /// ```swift
        /// let seq = bytes.withUnsafeBufferPointer { ProtocolLine.scan($0).seq }
        /// ```
        package var seq: Int? {
            switch self {
            case .set(let seq, _, _): seq
            case .members(let members): members["seq"].flatMap(LineScanner.whole)
            case .malformed(let error): error.seq
            }
        }
    }

    /// Scans a line once (UTF-8, without its newline).
    ///
    /// ```swift
    /// let scan = bytes.withUnsafeBufferPointer { ProtocolLine.scan($0) }
    /// ```
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var scanner = LineScanner(bytes: bytes)
        return scanner.scan()
    }

    /// The `seq` of a line that may not parse: the last top-level `seq` member whose value is
    /// a whole number ≥ 0, found by the scan's lenient mode, which only follows strings,
    /// brackets, commas and colons, so that whatever else is wrong with the line (a number too
    /// large, a missing bracket, a duplicate key, a value of the wrong type, a line too long)
    /// its `reject` can still name the sequence number. `nil` when no such member can be found
    /// before the scan meets something it cannot follow.
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":32,"id":"gravity","value":1e400}"#.utf8)
    /// line.withUnsafeBufferPointer { ProtocolLine.seq(recoveredFrom: $0) }   // 32
    /// ```
    package static func seq(recoveredFrom bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = LineScanner(bytes: bytes)
        return scanner.recoverSeq()
    }

    /// ``seq(recoveredFrom:)-(UnsafeBufferPointer<UInt8>)`` over an array.
    ///
    /// ```swift
    /// ProtocolLine.seq(recoveredFrom: Array(#"{"seq":3,"type":"set","value":1e999}"#.utf8))   // 3
    /// ```
    package static func seq(recoveredFrom bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { seq(recoveredFrom: $0) }
    }

    /// The parts of a `set` line the scan reads without a dictionary (see `Scan.set`);
    /// `nil` for any other line.
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8)
    /// let parts = line.withUnsafeBufferPointer { ProtocolLine.setParts(of: $0) }
    /// parts?.id   // "radius"
    /// ```
    package static func setParts(of bytes: UnsafeBufferPointer<UInt8>) -> (
        seq: Int, id: NodeID, value: PanelValue
    )? {
        guard case .set(let seq, let id, let value) = scan(bytes) else { return nil }
        return (seq, NodeID(String(decoding: id, as: UTF8.self)), value)
    }
}
