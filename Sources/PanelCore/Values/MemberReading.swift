/// The members of an object a value is read from, counting those read: a reading that takes
/// each member as it is, and writes back the same members, is handed its canonical form
/// exactly when the object has no other member.
///
/// ```swift
/// var members = MemberReading(["duration": 0.3, "extra": 1])
/// try members.finiteNumber("duration")   // 0.3
/// members.readsEveryMember               // false
/// ```
package struct MemberReading {
    /// The object read.
    package let object: [String: PanelValue]
    /// How many distinct members were asked for and found.
    private var found = 0

    /// A reading of `object` that has read nothing yet.
    package init(_ object: [String: PanelValue]) {
        self.object = object
    }

    /// Whether every member of the object was read.
    package var readsEveryMember: Bool { found == object.count }

    /// The member `key`, or `nil`; each key is to be asked for once.
    package mutating func member(_ key: String) -> PanelValue? {
        guard let member = object[key] else { return nil }
        found += 1
        return member
    }

    /// The member `key` as a finite number, or an error that names it.
    package mutating func finiteNumber(_ key: String) throws(ValueError) -> Double {
        guard let member = member(key) else { throw ValueError("missing member \"\(key)\"") }
        do {
            return try member.finiteNumber()
        } catch {
            throw ValueError("member \"\(key)\": \(error.message)")
        }
    }
}
