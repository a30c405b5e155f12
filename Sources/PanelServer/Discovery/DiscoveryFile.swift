import PanelJSON
import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a running ``PanelServer`` leaves so `panelkit list` and `panelkit attach` find it:
/// `server-PID-PORT.json`, mode 0600, in a folder of the user's own (mode 0700) under
/// `$XDG_RUNTIME_DIR`, else the temporary folder. It names the process, its panels and the URL
/// with the token; it is removed on ``PanelServer/stop()`` and on exit by SIGTERM, SIGINT or
/// SIGHUP, and `panelkit list` removes one whose process is gone (after `kill -9`).
///
/// ```swift
/// for server in DiscoveryFile.running() { print(server.pid, server.url) }
/// ```
@dynamicMemberLookup
package struct DiscoveryFile: Equatable, Sendable {
    /// The file's path.
    ///
    /// ```swift
    /// print(file.path)
    /// ```
    package var path: String
    /// What the file says: the serving process, the program's name, its panels and the URL
    /// with the token, each also read as the file's own (`file.pid`, `file.url`).
    ///
    /// ```swift
    /// print(file.record.panels.joined(separator: ", "))
    /// ```
    package var record: DiscoveryRecord

    /// A member of ``record``, read as the file's own.
    ///
    /// ```swift
    /// kill(file.pid, SIGTERM)
    /// print(file.url)   // http://127.0.0.1:PORT/?token=…
    /// ```
    package subscript<Member>(dynamicMember member: KeyPath<DiscoveryRecord, Member>) -> Member {
        record[keyPath: member]
    }

    /// The folder discovery files go in: `$XDG_RUNTIME_DIR/panelkit`, else
    /// `$TMPDIR/panelkit-UID` (or `/tmp/panelkit-UID`).
    ///
    /// ```swift
    /// print(DiscoveryFile.folder)
    /// ```
    package static var folder: String {
        if let runtime = environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") {
            return runtime + "/panelkit"
        }
        var temporary = environment("TMPDIR") ?? "/tmp"
        while temporary.count > 1 && temporary.hasSuffix("/") { temporary.removeLast() }
        return temporary + "/panelkit-\(getuid())"
    }

    /// The servers whose files are in the folder and whose process still runs; files of
    /// processes that are gone are removed when `removingStale` (the default).
    ///
    /// ```swift
    /// let servers = DiscoveryFile.running()
    /// ```
    package static func running(removingStale: Bool = true) -> [DiscoveryFile] {
        let folder = Self.folder
        guard let directory = opendir(folder) else { return [] }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix("server-") && name.hasSuffix(".json") { names.append(name) }
        }
        closedir(directory)
        var found: [DiscoveryFile] = []
        for name in names.sorted() {
            let path = folder + "/" + name
            guard let file = read(path) else { continue }
            if isRunning(file.pid) {
                found.append(file)
            } else if removingStale {
                unlink(path)
            }
        }
        return found
    }

    /// Whether process `pid` is still running: it exists (or is another user's) and, where
    /// `/proc` tells, it is not a zombie — a server killed by a signal whose parent has not
    /// reaped it yet is gone.
    static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = fopen("/proc/\(pid)/stat", "r") else { return true }
        defer { fclose(stat) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = fread(&buffer, 1, buffer.count, stat)
        // `pid (name) S …`: the state follows the last `)` and a space.
        guard let close = buffer[0..<count].lastIndex(of: UInt8(ascii: ")")), close + 2 < count else {
            return true
        }
        return buffer[close + 2] != UInt8(ascii: "Z")
    }

    /// Reads one discovery file; `nil` when it is not one.
    static func read(_ path: String) -> DiscoveryFile? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        guard let record = DiscoveryRecord(json: bytes) else { return nil }
        return DiscoveryFile(path: path, record: record)
    }

    /// The running program's name.
    static var programName: String {
        let first = CommandLine.arguments.first ?? "program"
        return String(first.split(separator: "/").last ?? Substring(first))
    }

    /// Writes this process's file for a server; `nil` (and nothing written) when the folder
    /// is not the user's own with mode 0700.
    static func write(name: String, panels: [String], url: String) -> DiscoveryFile? {
        let folder = Self.folder
        mkdir(folder, 0o700)
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
            status.st_mode & 0o077 == 0
        else { return nil }
        let pid = getpid()
        let port = url.split(separator: ":").last.map { $0.prefix { $0.isNumber } } ?? ""
        let path = "\(folder)/server-\(pid)-\(port).json"
        let record = DiscoveryRecord(pid: pid, name: name, panels: panels, url: url)
        let json = record.json
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        fchmod(descriptor, 0o600)
        Socket.writeAll(descriptor, json + [0x0A])
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return nil
        }
        DiscoveryCleanup.register(path)
        return DiscoveryFile(path: path, record: record)
    }

    /// Removes the file.
    func remove() {
        DiscoveryCleanup.unregister(path)
        unlink(path)
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
