/// The known name a mistyped one most likely meant: the closest by edit distance (insertions,
/// deletions, substitutions and swaps of neighbours each count one), when it is close enough
/// to be a typo — at most one edit for names up to four characters, two up to eight, three
/// beyond.
///
/// ```swift
/// NameSuggestion.closest(to: "slidr", among: Element.knownKinds)   // "slider"
/// NameSuggestion.closest(to: "rnage", among: ["range", "step"])   // "range"
/// ```
package enum NameSuggestion {
    /// The closest of `names` to `name`, or `nil` when none is close enough (ties go to the
    /// first).
    package static func closest(to name: String, among names: [String]) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        let limit = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in names where candidate != name {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `" (did you mean \"x\"?)"` for the closest of `names`, or an empty string.
    package static func hint(for name: String, among names: [String]) -> String {
        closest(to: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The optimal-string-alignment distance between two strings of scalars.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
