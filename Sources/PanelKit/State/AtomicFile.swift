import Foundation

/// Reads and atomically replaces small files: the new content is written to a temporary
/// file in the same folder, flushed to disk (`fsync`), then renamed over the old one, and
/// the folder is flushed, so a crash at any moment leaves the old file or the new one,
/// whole.
enum AtomicFile {
    /// The file's bytes, or `nil` when it does not exist.
    static func read(_ path: String) throws(PersistenceError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PersistenceError(kind: .io, path: path, message: "cannot read the file")
        }
        return [UInt8](data)
    }

    /// Replaces the file at `path` with `bytes`, atomically.
    static func write(_ bytes: [UInt8], to path: String) throws(PersistenceError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary =
            folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func failure(_ what: String) -> PersistenceError {
            let reason = String(cString: strerror(errno))
            return PersistenceError(kind: .io, path: path, message: "\(what): \(reason)")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(folder)") }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Foundation.write(
                    descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        guard ok, fsync(descriptor) == 0 else {
            let error = failure("cannot write the temporary file")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace the file")
            unlink(temporary)
            throw error
        }
        let folderDescriptor = open(folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}
