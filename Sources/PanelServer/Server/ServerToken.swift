#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's secret: 128 random bits from the system (`/dev/urandom`)
/// as 32 hexadecimal digits, or one the host chose; compared in constant time.
enum ServerToken {
    /// A new random token, or `nil` when the system gives no randomness (the server then
    /// refuses to start rather than run with a guessable token).
    static func random() -> String? {
        var bytes = [UInt8](repeating: 0, count: 16)
        guard fillRandom(&bytes) else { return nil }
        return bytes.map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
        }.joined()
    }

    /// Fills `bytes` with random bytes from `/dev/urandom`.
    static func fillRandom(_ bytes: inout [UInt8]) -> Bool {
        let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            filled += count
        }
        return true
    }

    /// Whether `given` is `token`, in time that depends only on their lengths.
    static func matches(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<b.count {
            difference |= (index < a.count ? a[index] : 0) ^ b[index]
        }
        return difference == 0
    }

    /// Whether a host-chosen token is long enough and URL-safe: at least 22 characters of
    /// letters, digits, `-` and `_` (about 128 bits when random).
    static func isAcceptable(_ token: String) -> Bool {
        token.utf8.count >= 22 && token.utf8.count <= 256
            && token.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}
