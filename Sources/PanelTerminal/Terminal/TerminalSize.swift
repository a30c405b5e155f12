#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds how many columns the terminal has: the terminal driver's window size (`ioctl`
/// `TIOCGWINSZ` on standard output), then the `COLUMNS` environment variable, then 80.
///
/// ```swift
/// let width = TerminalSize.columns()
/// ```
public enum TerminalSize {
    /// The width used when nothing else is known.
    ///
    /// ```swift
    /// TerminalSize.fallbackColumns // 80
    /// ```
    package static let fallbackColumns = 80

    /// The terminal's columns: window size of `descriptor`, else `COLUMNS`, else 80.
    ///
    /// ```swift
    /// let width = TerminalSize.columns(descriptor: 1)
    /// ```
    public static func columns(descriptor: Int32 = 1) -> Int {
        var environment: [String: String] = [:]
        if let value = getenv("COLUMNS") { environment["COLUMNS"] = String(cString: value) }
        return columns(windowColumns: windowColumns(descriptor: descriptor), environment: environment)
    }

    /// The pure rule behind ``columns(descriptor:)``: a positive window width wins, then a positive
    /// integer `COLUMNS`, then 80.
    ///
    /// ```swift
    /// TerminalSize.columns(windowColumns: nil, environment: ["COLUMNS": "120"]) // 120
    /// ```
    package static func columns(windowColumns: Int?, environment: [String: String]) -> Int {
        if let windowColumns, windowColumns > 0 { return windowColumns }
        if let text = environment["COLUMNS"]?.trimmingSpaces, let value = Int(text), value > 0 {
            return value
        }
        return fallbackColumns
    }

    /// The window width the terminal driver reports for a descriptor, or `nil`.
    ///
    /// ```swift
    /// TerminalSize.windowColumns(descriptor: 1) // nil when output is a pipe
    /// ```
    package static func windowColumns(descriptor: Int32) -> Int? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var size = winsize()
            #if canImport(Darwin)
                let request = UInt(TIOCGWINSZ)
            #else
                let request = UInt(TIOCGWINSZ)
            #endif
            guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        #else
            return nil
        #endif
    }

    /// Whether a descriptor is a terminal (for `detect(option:environment:isTerminal:)`).
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(option: nil, environment: env, isTerminal: TerminalSize.isTerminal(1))
    /// ```
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
