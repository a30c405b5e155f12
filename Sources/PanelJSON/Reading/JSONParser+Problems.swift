import PanelCore

// Problems: where they are (path, line and column) and what was found.

extension JSONParser {
    func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of input" }
        return describeRaw(byte)
    }

    func describeRaw(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The path of the value being parsed. A path of more than ``longestPath`` steps (deep
    /// nesting) is shortened to its first and last steps around `…(N more)…`, so that a
    /// problem 1,025 levels down prints one line, not a thousand `[0]`s.
    func currentPath() -> String {
        var out = "$"
        let keep = JSONParser.longestPath / 2
        for (position, component) in path.enumerated() {
            if path.count > JSONParser.longestPath, position >= keep, position < path.count - keep {
                if position == keep { out += "…(\(path.count - 2 * keep) more)…" }
                continue
            }
            switch component {
            case .key(let offset):
                // The key parsed once already, so it parses again.
                let key = input.withUnsafeBufferPointer { buffer in
                    var cursor = Cursor(bytes: buffer, offset: offset)
                    return (try? parseString(&cursor)) ?? ""
                }
                out = JSONPath.member(out, key)
            case .index(let index): out = JSONPath.index(out, index)
            }
        }
        return out
    }

    func problem(_ message: String, at offset: Int) -> JSONProblem {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, input.count)
        while index < end {
            let byte = input[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONProblem(path: currentPath(), message: message, line: line, column: column)
    }
}
