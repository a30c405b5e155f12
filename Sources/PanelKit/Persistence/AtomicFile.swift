import Foundation

/// Reads and atomically replaces small files: the new content is written to a temporary
/// file in the same folder, flushed to disk (`fsync`), then renamed over the old one, and
/// the folder is flushed, so a crash at any moment leaves the old file or the new one,
/// whole.
///
/// A save keeps what the file was, not only what it holds:
/// - **Mode and owner.** The temporary file gets the replaced file's permission bits (a
///   `0600` file stays `0600`) and, where the system allows it (as root, or a group the saver
///   is in), its owner and group (`fchown`). A new file gets `0666` less the umask.
/// - **Links.** A symbolic link at the path is followed, through every link of a chain, to the
///   file it names (in the same folder or another, existing or not yet): that file is
///   replaced and the link stays a link, as dotfile managers expect. The temporary file is
///   made in the target's folder, so the rename stays on one file system.
/// - **A corrupt file is never replaced.** Given a `check`, the file replaced is checked at the
///   moment of the replacement, not only before: on Linux the new file and the old one are
///   exchanged in one step (`renameat2(RENAME_EXCHANGE)`), the old one, now under the
///   temporary name, is checked, and when it fails the check (a file turned corrupt since it
///   was read) it is exchanged back and the save throws; elsewhere, and where the file system
///   cannot exchange, the file is read and checked again just before the rename.
///
/// - **A read-only file is not replaced**, as an editor refuses to write one: the rename would
///   go around the file's own permission (the folder's is what it needs), so ``write(_:to:replacing:overridingReadOnly:)``
///   first asks ``writeRefusal(_:)`` whether this user may write the file, and throws when not,
///   unless told to override it (`panelkit tune --force`, vim's `:w!`). Root, whom the
///   system lets write any file, is refused a file that has no write permission bit at all
///   (`chmod 444`): its owner marked it read-only.
///
/// The temporary file is `.NAME.tmp-PID-RANDOM`. A process killed mid-save leaves its
/// temporary file behind; the next successful save of the same file removes such leftovers
/// (see ``removeLeftovers(of:)``).
///
/// Every file PanelKit writes goes through here: values and store files, the floating
/// button's positions, and the `panelkit` command's tune files.
package enum AtomicFile {
    /// The file's bytes, or `nil` when it does not exist (a link is followed; a dangling one is
    /// a file that does not exist yet).
    package static func read(_ path: String) throws(PersistenceError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PersistenceError(kind: .io, path: path, message: "cannot read the file")
        }
        return [UInt8](data)
    }

    /// Replaces the file at `path` (or the file a link there names) with `bytes`, atomically,
    /// keeping its mode and owner; when `check` is given, only if the file replaced passes it
    /// at the moment of the replacement (`check` throws the error the save throws). A file
    /// this user may not write (``writeRefusal(_:)``) is refused, unless `overridingReadOnly`.
    package static func write(
        _ bytes: [UInt8], to path: String,
        replacing check: ((_ replaced: [UInt8]) throws(PersistenceError) -> Void)? = nil,
        overridingReadOnly: Bool = false
    ) throws(PersistenceError) {
        let target = try resolveLinks(path)
        if !overridingReadOnly, let refusal = writeRefusal(target) {
            throw PersistenceError(kind: .io, path: path, message: refusal)
        }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let temporary =
            folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func failure(_ what: String) -> PersistenceError {
            let reason = String(cString: strerror(errno))
            return PersistenceError(kind: .io, path: path, message: "\(what): \(reason)")
        }
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, existing.st_mode & S_IFMT == S_IFDIR {
            throw PersistenceError(kind: .io, path: path, message: "is a folder")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(folder)") }
        if exists { keepModeAndOwner(of: existing, on: descriptor) }
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
        try replace(target, with: temporary, check: check, failure: failure)
        let folderDescriptor = open(folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        removeLeftovers(of: target)
    }

    /// Puts the temporary file in the target's place: exchanged with it and the old file
    /// checked when there is a `check` (see the type's discussion), renamed over it otherwise.
    /// On an error the temporary file is removed, unless it holds the old file that could not
    /// be put back (the error then says where it is).
    private static func replace(
        _ target: String, with temporary: String,
        check: ((_ replaced: [UInt8]) throws(PersistenceError) -> Void)?,
        failure: (String) -> PersistenceError
    ) throws(PersistenceError) {
        if let check {
            if exchange(temporary, target) {
                // The old file is under the temporary name now, out of anyone's way.
                if let replaced = FileManager.default.contents(atPath: temporary) {
                    do {
                        try check([UInt8](replaced))
                    } catch {
                        try putBack(temporary, at: target, after: error)
                    }
                }
                unlink(temporary)
                return
            }
            if errno != ENOENT, let current = FileManager.default.contents(atPath: target) {
                do {
                    try check([UInt8](current))
                } catch {
                    unlink(temporary)
                    throw error
                }
            }
        }
        guard rename(temporary, target) == 0 else {
            let error = failure("cannot replace the file")
            unlink(temporary)
            throw error
        }
    }

    /// Puts the old file, exchanged to `temporary`, back at `target` and throws `error`: by
    /// exchanging again (the new file, now under the temporary name, is removed), else by
    /// renaming it over the new one; if neither can, it stays, and the error says where.
    private static func putBack(_ temporary: String, at target: String, after error: PersistenceError)
        throws(PersistenceError) -> Never
    {
        if exchange(temporary, target) {
            unlink(temporary)
            throw error
        }
        if rename(temporary, target) == 0 { throw error }
        throw PersistenceError(
            kind: error.kind, path: error.path, message: "\(error.message); the file was kept as \(temporary)"
        )
    }

    /// Exchanges two paths in one step (Linux's `renameat2` with `RENAME_EXCHANGE`); `false`
    /// (with `errno` set) where it cannot: no such call, a file system without it, a path
    /// missing (`ENOENT`).
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
            guard let renameExchange else {
                errno = ENOSYS
                return false
            }
            return renameExchange(AT_FDCWD, first, AT_FDCWD, second, 2) == 0
        #else
            errno = ENOSYS
            return false
        #endif
    }

    #if os(Linux)
        private typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        /// `renameat2`, looked up once (the C library may be older than the call).
        private static let renameExchange: RenameAt2? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()
    #endif

    /// Why this user may not replace the file at `path` (the file a link there names), in the
    /// words an error shows; `nil` when it may. As an editor decides before writing:
    /// - the file exists and `access(W_OK)` refuses it (its mode, its owner, a read-only file
    ///   system); for root, whom `access` lets write any file on a writable file system, a
    ///   file with no write permission bit at all (`chmod 444`) is refused too;
    /// - the folder refuses `access(W_OK | X_OK)` (or is on a read-only file system): the
    ///   temporary file and the rename need it.
    ///
    /// A file that does not exist yet needs only the folder.
    package static func writeRefusal(_ path: String) -> String? {
        let target = (try? resolveLinks(path)) ?? path
        var status = stat()
        if stat(target, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            let mode = "mode 0" + String(status.st_mode & 0o777, radix: 8)
            // A read-only file system is the folder's refusal, said below.
            if access(target, W_OK) != 0, errno != EROFS {
                let reason = String(cString: strerror(errno))
                return "the file is read-only for this user (\(mode); \(reason))"
            }
            if geteuid() == 0, status.st_mode & 0o222 == 0 {
                return "the file is marked read-only (\(mode): no one may write it; root is held to that too)"
            }
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        if access(folder, W_OK | X_OK) != 0 {
            let reason = String(cString: strerror(errno))
            return "cannot create a temporary file in \(folder): \(reason)"
        }
        return nil
    }

    /// Gives the new file the replaced one's owner and group where allowed (each alone when
    /// only one is), then its permission bits (after `fchown`, which may clear set-id bits).
    private static func keepModeAndOwner(of existing: stat, on descriptor: Int32) {
        var created = stat()
        if fstat(descriptor, &created) == 0,
            created.st_uid != existing.st_uid || created.st_gid != existing.st_gid
        {
            if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                _ = fchown(descriptor, uid_t.max, existing.st_gid)
            }
        }
        _ = fchmod(descriptor, existing.st_mode & 0o7777)
    }

    /// The file `path` names once every symbolic link is followed (the last link of a chain
    /// may dangle: its target is where the file will be). A loop, or more than 40 links, is an
    /// error.
    static func resolveLinks(_ path: String) throws(PersistenceError) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                current = URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + destination
            }
        }
        throw PersistenceError(kind: .io, path: path, message: "too many symbolic links (a loop?)")
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
