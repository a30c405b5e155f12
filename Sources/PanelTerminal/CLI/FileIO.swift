#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading and writing whole files and descriptors with the C library (no Foundation).
enum FileIO {
    /// Reads a descriptor to its end.
    static func readAll(descriptor: Int32, name: String) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw FileError(name: name, reason: reason(errno))
            }
        }
    }

    /// Reads what a descriptor has now: at least one byte, or none at its end.
    static func readSome(descriptor: Int32, name: String) throws(FileError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Array(chunk[0..<count]) }
            if errno != EINTR { throw FileError(name: name, reason: reason(errno)) }
        }
    }

    /// Reads a whole file, or standard input when `path` is `-`.
    static func readFile(_ path: String, io: CommandIO) throws(FileError) -> [UInt8] {
        if path == "-" { return try io.readInput() }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError(name: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(name: path, reason: "is a directory")
        }
        return try readAll(descriptor: descriptor, name: path)
    }

    /// Writes all bytes to a descriptor, retrying short writes and interruptions; returns the
    /// error number of a write that failed (`nil` when every byte was written).
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return count < 0 ? errno : EIO
                }
            }
            return nil
        }
    }

    /// The process's environment.
    static func environment() -> [String: String] {
        var out: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                out[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return out
    }

    /// The system's message for an error number.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
