/// Writes WebSocket frames (RFC 6455 section 5.2): a server's unmasked, a client's masked
/// with the key it is given.
///
/// ```swift
/// var out: [UInt8] = []
/// WebSocketFrame.append(.text, payload: Array("hi".utf8), to: &out)
/// // [0x81, 0x02, 0x68, 0x69]
/// ```
package enum WebSocketFrame {
    /// Appends one final frame with `payload` to `out`, masked with `mask` when given.
    package static func append(
        _ opcode: WebSocketOpcode, payload: some Collection<UInt8>, mask: (UInt8, UInt8, UInt8, UInt8)? = nil,
        to out: inout [UInt8]
    ) {
        out.append(0x80 | opcode.rawValue)
        let maskBit: UInt8 = mask == nil ? 0 : 0x80
        let count = payload.count
        if count < 126 {
            out.append(maskBit | UInt8(count))
        } else if count <= 0xFFFF {
            out.append(maskBit | 126)
            out.append(UInt8(count >> 8))
            out.append(UInt8(truncatingIfNeeded: count))
        } else {
            out.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) {
                out.append(UInt8(truncatingIfNeeded: count >> shift))
            }
        }
        guard let mask else {
            out.append(contentsOf: payload)
            return
        }
        out.append(contentsOf: [mask.0, mask.1, mask.2, mask.3])
        let start = out.count
        out.append(contentsOf: payload)
        let key = UInt32(mask.0) | UInt32(mask.1) << 8 | UInt32(mask.2) << 16 | UInt32(mask.3) << 24
        out.withUnsafeMutableBytes { bytes in
            applyMask(key, to: UnsafeMutableRawBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Appends one unmasked text frame per line of `lines` (lines separated by newlines; empty
    /// ones skipped).
    package static func appendTextFrames(lines: [UInt8], to out: inout [UInt8]) {
        lines.withUnsafeBufferPointer { buffer in
            var start = 0
            for index in 0..<buffer.count where buffer[index] == 0x0A {
                if index > start {
                    append(.text, payload: UnsafeBufferPointer(rebasing: buffer[start..<index]), to: &out)
                }
                start = index + 1
            }
            if start < buffer.count {
                append(.text, payload: UnsafeBufferPointer(rebasing: buffer[start...]), to: &out)
            }
        }
    }

    /// XORs `bytes` with the four-byte masking key (its bytes in memory order), in place.
    package static func applyMask(_ key: UInt32, to bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { applyMask(key, to: $0) }
    }

    static func applyMask(_ key: UInt32, to bytes: UnsafeMutableRawBufferPointer) {
        let count = bytes.count
        var index = 0
        let wide = UInt64(key) | UInt64(key) << 32
        while index + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            bytes.storeBytes(of: word ^ wide, toByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            bytes[index] ^= UInt8(truncatingIfNeeded: key >> (UInt32(index & 3) * 8))
            index += 1
        }
    }

    /// Appends a close frame with `code` and a reason (cut to the 123 bytes allowed).
    package static func appendClose(
        _ code: UInt16, reason: String, mask: (UInt8, UInt8, UInt8, UInt8)? = nil, to out: inout [UInt8]
    ) {
        var payload = [UInt8(code >> 8), UInt8(truncatingIfNeeded: code)]
        var reasonBytes = Array(reason.utf8.prefix(123))
        while !UTF8Validation.isValid(reasonBytes) { reasonBytes.removeLast() }
        payload += reasonBytes
        append(.close, payload: payload, mask: mask, to: &out)
    }

    /// The `Sec-WebSocket-Accept` value for a client's `Sec-WebSocket-Key`.
    ///
    /// ```swift
    /// WebSocketFrame.acceptValue(for: "dGhlIHNhbXBsZSBub25jZQ==")   // "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
    /// ```
    package static func acceptValue(for key: String) -> String {
        Base64.encode(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
    }
}
