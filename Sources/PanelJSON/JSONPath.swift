import PanelCore

/// Builds the JSON paths that problems are named by: `$.root.children[3].range`,
/// `$.values["motion.speed"]`.
///
/// A member whose name is an identifier (ASCII letters, digits and `_`, not starting with a
/// digit) is written `.name`; any other name in brackets as a JSON string.
///
/// ```swift
/// JSONPath.member("$.values", "motion.speed")   // $.values["motion.speed"]
/// JSONPath.member("$.root", "label")            // $.root.label
/// JSONPath.index("$.root.children", 2)          // $.root.children[2]
/// ```
package enum JSONPath {
    /// The path of member `name` of the object at `base`.
    ///
    /// ```swift
    /// JSONPath.member("$.root", "range")   // $.root.range
    /// ```
    package static func member(_ base: String, _ name: String) -> String {
        var isIdentifier = !name.isEmpty
        for (offset, byte) in name.utf8.enumerated() {
            let letter =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
            let digit = byte >= 0x30 && byte <= 0x39
            if !(letter || (digit && offset > 0)) {
                isIdentifier = false
                break
            }
        }
        if isIdentifier { return base + "." + name }
        var writer = JSONWriter()
        writer.write(string: name)
        return base + "[" + String(decoding: writer.bytes, as: UTF8.self) + "]"
    }

    /// The path of element `index` of the array at `base`.
    ///
    /// ```swift
    /// JSONPath.index("$.root.children", 0)   // $.root.children[0]
    /// ```
    package static func index(_ base: String, _ index: Int) -> String {
        base + "[\(index)]"
    }
}
