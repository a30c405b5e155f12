import PanelKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the discovery files on exit by SIGTERM, SIGINT or SIGHUP: the handler (installed
/// with the first file) unlinks the paths kept in a fixed C buffer (async-signal-safe:
/// `unlink` and `sigaction` only), puts back the action there was before and raises the
/// signal again, so the program ends as it would have, or runs its own handler.
enum DiscoveryCleanup {
    /// Room for this many paths, each up to `slotLength` bytes with its NUL.
    static let slots = 16
    static let slotLength = 1024
    static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// The paths (NUL-terminated; an empty slot starts with NUL) and the previous actions,
    /// allocated once and never freed: the signal handler reads them.
    static let storage: Storage = Storage()

    final class Storage: Sendable {
        nonisolated(unsafe) let paths: UnsafeMutablePointer<CChar>
        nonisolated(unsafe) let previous: UnsafeMutablePointer<sigaction>
        let lock = Mutex(false)

        init() {
            paths = .allocate(capacity: DiscoveryCleanup.slots * DiscoveryCleanup.slotLength)
            paths.initialize(repeating: 0, count: DiscoveryCleanup.slots * DiscoveryCleanup.slotLength)
            previous = .allocate(capacity: DiscoveryCleanup.signals.count)
            previous.initialize(repeating: sigaction(), count: DiscoveryCleanup.signals.count)
        }
    }

    static func register(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < slotLength else { return }
        storage.lock.withLock { installed in
            if !installed {
                installed = true
                for (index, signal) in signals.enumerated() {
                    SignalHandler.install(cleanupHandler, for: signal, previous: &storage.previous[index])
                }
            }
            for slot in 0..<slots where storage.paths[slot * slotLength] == 0 {
                let base = storage.paths + slot * slotLength
                for (offset, byte) in bytes.enumerated() { base[offset + 1] = CChar(bitPattern: byte) }
                base[bytes.count + 1] = 0
                // The first byte last: the handler sees a slot only once it is whole.
                base[0] = CChar(bitPattern: bytes[0])
                return
            }
        }
    }

    static func unregister(_ path: String) {
        storage.lock.withLock { _ in
            for slot in 0..<slots {
                let base = storage.paths + slot * slotLength
                if base[0] != 0, String(cString: base) == path { base[0] = 0 }
            }
        }
    }
}

/// Unlinks every registered discovery file, restores the signal's previous action and
/// raises it again.
private func cleanupHandler(_ signal: Int32) {
    let storage = DiscoveryCleanup.storage
    for slot in 0..<DiscoveryCleanup.slots {
        let base = storage.paths + slot * DiscoveryCleanup.slotLength
        if base[0] != 0 { unlink(base) }
    }
    for (index, caught) in DiscoveryCleanup.signals.enumerated() where caught == signal {
        sigaction(signal, storage.previous + index, nil)
    }
    raise(signal)
}
