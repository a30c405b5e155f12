#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of the server's own (POSIX threads: no Foundation), joined on stop.
final class ServerThread: @unchecked Sendable {
    // `@unchecked`: the handle is written once, by `init`, and read by `join`.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    #if canImport(Darwin)
        private var handle: pthread_t?
    #else
        private var handle = pthread_t()
    #endif

    init(_ run: @escaping @Sendable () -> Void) {
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        #if canImport(Darwin)
            pthread_create(
                &handle, nil,
                { raw in
                    Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                    return nil
                }, body)
        #else
            pthread_create(
                &handle, nil,
                { raw in
                    Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
                    return nil
                }, body)
        #endif
    }

    /// Waits for the thread to end.
    func join() {
        #if canImport(Darwin)
            if let handle { pthread_join(handle, nil) }
        #else
            pthread_join(handle, nil)
        #endif
    }
}
