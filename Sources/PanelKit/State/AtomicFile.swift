import Foundation

/// Reads and atomically replaces small files: the new content is written to a temporary
/// file in the same folder, flushed to disk (`fsync`), then renamed over the old one, and
/// the folder is flushed, so a crash at any moment leaves the old file or the new one,
/// whole.
///
/// The temporary file is `.NAME.tmp-PID-RANDOM`. A process killed mid-save leaves its
/// temporary file behind; the next successful save of the same file removes such leftovers
/// (see ``removeLeftovers(of:)``).
///
/// Every file PanelKit writes goes through here: values and store files, the floating
/// button's positions, and the `panelkit` command's tune files.
package enum AtomicFile {
    /// The file's bytes, or `nil` when it does not exist.
    package static func read(_ path: String) throws(PersistenceError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PersistenceError(kind: .io, path: path, message: "cannot read the file")
        }
        return [UInt8](data)
    }

    /// Replaces the file at `path` with `bytes`, atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws(PersistenceError) {
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
        guard ok, flushToDisk(descriptor) else {
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
        removeLeftovers(of: path)
    }

    /// Flushes a file's data to the disk: `F_FULLFSYNC` where the system has it (Apple's
    /// `fsync` only hands the data to the drive), else `fsync`.
    private static func flushToDisk(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    /// Removes the temporary files an interrupted save of `path` left behind: only files
    /// named `.NAME.tmp-PID-RANDOM` for this file's name, and of those only the ones whose
    /// process no longer runs, or that nobody touched for an hour (a save takes
    /// milliseconds). A save in progress in another live process, or in this one, keeps
    /// its temporary file. Best effort: a file that cannot be removed is left.
    static func removeLeftovers(of path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = Date()
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
                let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
            else { continue }
            let leftover = folder + "/" + name
            let isDead = pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
            var isStale = false
            if !isDead, let attributes = try? FileManager.default.attributesOfItem(atPath: leftover),
                let modified = attributes[.modificationDate] as? Date
            {
                isStale = now.timeIntervalSince(modified) > 3600
            }
            if isDead || isStale { unlink(leftover) }
        }
    }
}
