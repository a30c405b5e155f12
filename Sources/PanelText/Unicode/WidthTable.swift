/// The width class and emoji flags of every code point, as a two-stage lookup table built once from
/// ``UnicodeWidthTable``.
///
/// Stage one maps the high bits of a code point (`scalar >> 8`) to a block; stage two holds one byte
/// per code point of that block. Identical blocks are shared, so the table is small.
struct WidthTable: Sendable {
    /// Bits 0–2: the width class; bits 3–5: flags.
    static let control: UInt8 = 1
    static let zero: UInt8 = 2
    static let wide: UInt8 = 3
    static let ambiguous: UInt8 = 4
    static let classMask: UInt8 = 0b111
    static let variationBase: UInt8 = 1 << 3
    static let pictographic: UInt8 = 1 << 4
    static let modifier: UInt8 = 1 << 5

    /// The shared table, built on first use.
    static let shared = WidthTable()

    private let stage1: [UInt16]
    private let stage2: [UInt8]

    init() {
        var flat = [UInt8](repeating: 0, count: 0x11_0000)
        for line in Array(UnicodeWidthTable.ranges.utf8).split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count == 3, let first = Self.hex(fields[0]), let last = Self.hex(fields[1])
            else { continue }
            var code: UInt8 = 0
            for byte in fields[2] {
                switch byte {
                case UInt8(ascii: "C"): code |= Self.control
                case UInt8(ascii: "Z"): code |= Self.zero
                case UInt8(ascii: "W"): code |= Self.wide
                case UInt8(ascii: "A"): code |= Self.ambiguous
                case UInt8(ascii: "v"): code |= Self.variationBase
                case UInt8(ascii: "p"): code |= Self.pictographic
                case UInt8(ascii: "m"): code |= Self.modifier
                default: break
                }
            }
            for scalar in first...min(last, 0x10_FFFF) { flat[Int(scalar)] = code }
        }
        var blocks: [ArraySlice<UInt8>: UInt16] = [:]
        var stage1: [UInt16] = []
        var stage2: [UInt8] = []
        stage1.reserveCapacity(0x1100)
        for high in 0..<0x1100 {
            let block = flat[(high << 8)..<((high + 1) << 8)]
            if let index = blocks[block] {
                stage1.append(index)
            } else {
                let index = UInt16(stage2.count >> 8)
                blocks[block] = index
                stage1.append(index)
                stage2.append(contentsOf: block)
            }
        }
        self.stage1 = stage1
        self.stage2 = stage2
    }

    /// The class byte of a code point.
    func code(_ scalar: UInt32) -> UInt8 {
        guard scalar < 0x11_0000 else { return 0 }
        return stage2[Int(stage1[Int(scalar >> 8)]) << 8 | Int(scalar & 0xFF)]
    }

    private static func hex(_ bytes: ArraySlice<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
