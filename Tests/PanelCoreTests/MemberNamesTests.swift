import PanelCore
import Testing

/// A reader's member names matched by their bytes (a name of at most 16 bytes compared as two
/// words): the position the names give a key is the one a plain search gives, for keys of every
/// length up to 24 bytes, keys one byte off a name, names that share a length and first byte,
/// and the empty name.
@Suite struct MemberNamesTests {
    static let names = [
        "", "a", "id", "ab", "kind", "label", "labels", "labelX", "children", "childre", "childrenX",
        "accessibility", "accessibilityXY", "accessibilityXYZ", "accessibilityXYZW",
        "a-very-long-member-name-1", "a-very-long-member-name-2", "é", "eé",
    ]

    static func position(of key: [UInt8], in names: PropertyReader.MemberNames) -> Int? {
        key.withUnsafeBufferPointer { names.position(of: $0) }
    }

    @Test func aKeyIsFoundWhereAPlainSearchFindsIt() {
        let names = PropertyReader.MemberNames(Self.names)
        var keys = Self.names.map { Array($0.utf8) }
        // Every name with one byte changed, one byte more and one byte less.
        for name in Self.names.map({ Array($0.utf8) }) {
            for index in name.indices {
                var changed = name
                changed[index] &+= 1
                keys.append(changed)
            }
            keys.append(name + [UInt8(ascii: "s")])
            keys.append(Array(name.dropLast()))
        }
        for length in 0...24 { keys.append(Array(repeating: UInt8(ascii: "a"), count: length)) }
        for key in keys {
            let plain = Self.names.firstIndex { Array($0.utf8) == key }
            #expect(Self.position(of: key, in: names) == plain, "\(String(decoding: key, as: UTF8.self))")
        }
    }

    /// Keys read in place in a larger buffer (the bytes after a key are not part of it).
    @Test func aKeyInsideALargerBufferIsComparedAlone() {
        let names = PropertyReader.MemberNames(["label", "children"])
        let line = Array(#"{"label":"x","childrenX":1,"children":[]}"#.utf8)
        line.withUnsafeBufferPointer { bytes in
            func key(_ start: Int, _ count: Int) -> Int? {
                names.position(of: UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
            }
            #expect(key(2, 5) == 0)
            #expect(key(14, 8) == 1)
            #expect(key(14, 9) == nil)
            #expect(key(28, 8) == 1)
        }
    }
}
