/// The symbols a constraint added: its marker, an optional second error symbol, and its definition.
struct Tag {
    var marker: UInt32 = 0
    var other: UInt32 = 0
    var definition: Int32 = -1
}
