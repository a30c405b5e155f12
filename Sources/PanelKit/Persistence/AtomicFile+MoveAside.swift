import Foundation

extension AtomicFile {
    /// Moves the file at `path` aside, to `NAME.corrupt-YYYYMMDD-HHMMSS` (UTC) in the same
    /// folder — `NAME.corrupt-YYYYMMDD-HHMMSS-2` and so on when that name is taken — and
    /// returns the new path. The file is renamed, never copied, and never replaces another
    /// file: nothing is deleted. When `path` is a symbolic link, the file it names is moved
    /// (beside itself) and the link stays, so that the next save writes through it as saves do.
    package static func moveAside(_ path: String, at date: Date = Date()) throws(PersistenceError) -> String {
        let target = try resolveLinks(path)
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let stamp =
            "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
        var attempt = 1
        while true {
            let aside = target + ".corrupt-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            // A hard link fails when the name is taken, so no file is ever replaced.
            if link(target, aside) == 0 {
                guard unlink(target) == 0 else {
                    let reason = String(cString: strerror(errno))
                    unlink(aside)
                    throw PersistenceError(
                        kind: .io, path: path, message: "cannot move the file aside: \(reason)")
                }
                return aside
            }
            let code = errno
            if code == EEXIST {
                attempt += 1
                continue
            }
            // No hard links on this file system: rename, having checked the name is free.
            if code == EPERM || code == ENOTSUP || code == EXDEV || code == EMLINK,
                !FileManager.default.fileExists(atPath: aside), rename(target, aside) == 0
            {
                return aside
            }
            throw PersistenceError(
                kind: .io, path: path,
                message: "cannot move the file aside: \(String(cString: strerror(code)))")
        }
    }

    /// Moves the file at `path` aside (see ``moveAside(_:at:)``) when it cannot be read or
    /// `check` refuses its bytes; returns the new path, or `nil` — moving nothing — when
    /// there is no file or it reads well. What saving refuses to overwrite is exactly what
    /// this moves, so that saving works afterwards.
    package static func moveAsideIfUnreadable(
        _ path: String, check: ([UInt8]) throws(PersistenceError) -> Void
    ) throws(PersistenceError) -> String? {
        do {
            guard let bytes = try read(path) else { return nil }
            try check(bytes)
            return nil
        } catch {
            guard error.kind != .io || FileManager.default.fileExists(atPath: path) else { throw error }
            return try moveAside(path)
        }
    }
}
