extension UnsafeRawPointer {
    /// The bytes from `offset` on, up to eight of them (`count` of them, 1 to 7, when fewer), as
    /// one word in memory order, zero-filled: nothing past them is read. What the lookups of ids
    /// and member names by their bytes compare and hash a word at a time.
    ///
    /// ```swift
    /// let word = UnsafeRawPointer(bytes).word(at: 0, count: 3)
    /// ```
    @inlinable
    package func word(at offset: Int, count: Int) -> UInt64 {
        if count >= 8 { return loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var at = offset
        if count & 4 != 0 {
            word = UInt64(loadUnaligned(fromByteOffset: at, as: UInt32.self))
            at += 4
            shift = 32
        }
        if count & 2 != 0 {
            word |= UInt64(loadUnaligned(fromByteOffset: at, as: UInt16.self)) << shift
            at += 2
            shift += 16
        }
        if count & 1 != 0 { word |= UInt64(load(fromByteOffset: at, as: UInt8.self)) << shift }
        return word
    }
}
