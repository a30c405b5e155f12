/// Reads an HTTP/1.1 request head from the bytes a connection received so far: strict, bounded
/// and total (every input gives an answer; nothing crashes).
///
/// Only what this server needs is accepted: a request line `METHOD /target HTTP/1.1` (or
/// `HTTP/1.0`), header
/// fields without folding or control characters, at most ``maximumHeadLength`` bytes, and no
/// body (a `Content-Length` other than one `0`, or any `Transfer-Encoding`, is refused: the
/// server changes no state over HTTP).
///
/// ```swift
/// var parser = HTTPRequestParser()
/// switch parser.parse(received) {
/// case .incomplete: break                      // read more
/// case .request(let request, let length): _ = (request, length)
/// case .invalid(let status, let reason): _ = (status, reason)  // answer and close
/// }
/// ```
package struct HTTPRequestParser: Sendable {
    /// What the bytes so far make.
    package enum Result: Equatable, Sendable {
        /// No complete head yet (and not too long): read more.
        case incomplete
        /// A complete head, `length` bytes long (what follows belongs to the next protocol).
        case request(HTTPRequest, length: Int)
        /// Not a request this server answers: the status to send, and why.
        case invalid(status: Int, reason: String)
    }

    /// The longest request head accepted, in bytes.
    package var maximumHeadLength: Int

    /// A parser that accepts heads up to `maximumHeadLength` bytes (16 KiB by default).
    package init(maximumHeadLength: Int = 16 * 1024) {
        self.maximumHeadLength = maximumHeadLength
    }

    /// Reads the head at the start of `bytes`.
    package func parse(_ bytes: [UInt8]) -> Result {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Reads the head at the start of `bytes`.
    package func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        guard let end = Self.headEnd(in: bytes, limit: maximumHeadLength) else {
            return bytes.count > maximumHeadLength ? tooLong : .incomplete
        }
        return parse(bytes, end: end)
    }

    /// The answer to a head that passed ``maximumHeadLength`` without ending.
    package var tooLong: Result {
        .invalid(status: 431, reason: "the request head is longer than \(maximumHeadLength) bytes")
    }

    /// Reads the head at the start of `bytes`, whose `\r\n\r\n` is at `end` (found by the
    /// caller, as ``HTTPHeadReader`` does while the head arrives).
    package func parse(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Result {
        var lines: [UnsafeBufferPointer<UInt8>.SubSequence] = []
        var start = 0
        var index = 0
        // Every line of the head, each ended by CRLF (the last one's is at `end`).
        while index <= end {
            if bytes[index] == 0x0D && bytes[index + 1] == 0x0A {
                lines.append(bytes[start..<index])
                start = index + 2
                index += 2
            } else {
                index += 1
            }
        }
        guard let requestLine = lines.first else { return .invalid(status: 400, reason: "no request line") }
        for line in lines {
            for byte in line
            where byte == 0x0D || byte == 0x0A || byte == 0 || byte == 0x7F || (byte < 0x20 && byte != 0x09) {
                return .invalid(status: 400, reason: "a control character in the request head")
            }
        }
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .invalid(status: 400, reason: "a malformed request line") }
        let method = parts[0]
        guard !method.isEmpty, method.allSatisfy(Self.isTokenCharacter) else {
            return .invalid(status: 400, reason: "a malformed method")
        }
        let version = Array(parts[2])
        let prefix = Array("HTTP/1.".utf8)
        // HTTP/1.0 and HTTP/1.1 only: no other 1.x exists, and a client that claims one is
        // not speaking the protocol this parser reads.
        guard version.count == 8, Array(version[0..<7]) == prefix, version[7] == 0x30 || version[7] == 0x31
        else {
            return .invalid(status: 505, reason: "only HTTP/1.0 and HTTP/1.1 are served")
        }
        let target = parts[1]
        guard target.first == UInt8(ascii: "/"), target.count <= 8192 else {
            return .invalid(status: 400, reason: "the target must be a path")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .invalid(status: 400, reason: "a header line without a colon")
            }
            let name = line[line.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy(Self.isTokenCharacter) else {
                return .invalid(status: 400, reason: "a malformed header name (or a folded line)")
            }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
            headers.append(
                (String(decoding: name, as: UTF8.self).lowercased(), String(Substring(value).trimmingSpaces)))
        }
        guard let (path, query) = Self.splitTarget(target) else {
            return .invalid(status: 400, reason: "a malformed percent escape in the target")
        }
        let request = HTTPRequest(
            method: String(decoding: method, as: UTF8.self), path: path, queryItems: query, headers: headers,
            minorVersion: Int(version[7] - 0x30))
        if let problem = Self.bodyProblem(request) { return .invalid(status: problem.0, reason: problem.1) }
        let hosts = request.headers("host")
        guard hosts.count == 1, !hosts[0].isEmpty else {
            return .invalid(status: 400, reason: "a request needs exactly one Host header")
        }
        return .request(request, length: end + 4)
    }

    /// Why the request's body framing is refused, if it is.
    private static func bodyProblem(_ request: HTTPRequest) -> (Int, String)? {
        if !request.headers("transfer-encoding").isEmpty {
            return (501, "no request body is accepted (Transfer-Encoding)")
        }
        let lengths = request.headers("content-length")
        if lengths.count > 1 { return (400, "Content-Length given more than once") }
        if let length = lengths.first {
            guard !length.isEmpty, length.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return (400, "Content-Length is not a whole number")
            }
            guard length.utf8.allSatisfy({ $0 == 0x30 }) else { return (413, "no request body is accepted") }
        }
        return nil
    }

    /// The offset of the `\r\n\r\n` that ends the head, searched in the first `limit + 4` bytes.
    private static func headEnd(in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        let count = min(bytes.count, limit + 4)
        guard count >= 4 else { return nil }
        for index in 0...(count - 4)
        where bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D
            && bytes[index + 3] == 0x0A
        {
            return index
        }
        return nil
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// The path and the query items of a target, percent-decoded.
    private static func splitTarget(
        _ target: UnsafeBufferPointer<UInt8>.SubSequence
    ) -> (String, [(name: String, value: String)])? {
        let question = target.firstIndex(of: UInt8(ascii: "?"))
        guard let path = percentDecode(target[target.startIndex..<(question ?? target.endIndex)], plus: false)
        else { return nil }
        var items: [(name: String, value: String)] = []
        if let question {
            for pair in target[(question + 1)...].split(separator: UInt8(ascii: "&")) {
                let equals = pair.firstIndex(of: UInt8(ascii: "="))
                guard let name = percentDecode(pair[pair.startIndex..<(equals ?? pair.endIndex)], plus: true),
                    let value = percentDecode(
                        equals.map { pair[($0 + 1)...] } ?? pair[pair.endIndex...], plus: true)
                else { return nil }
                items.append((name, value))
            }
        }
        return (path, items)
    }

    private static func percentDecode(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence, plus: Bool) -> String?
    {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexDigit(bytes[index + 1]),
                    let low = hexDigit(bytes[index + 2])
                else { return nil }
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(plus && byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
