/// A binary min-heap in a flat array. The tableau keeps two: the symbols with a negative
/// objective coefficient (lowest id first, Bland's rule) and the definitions waiting to be
/// expanded while a row is built (latest first, see ``PendingDefinition``).
struct MinHeap<Element: Comparable> {
    private var elements: [Element] = []

    /// Whether the heap holds nothing.
    var isEmpty: Bool { elements.isEmpty }

    /// The least element; the heap must not be empty.
    var top: Element { elements[0] }

    /// Adds an element.
    mutating func push(_ element: Element) {
        elements.append(element)
        var i = elements.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if !(element < elements[parent]) { break }
            elements.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the least element; the heap must not be empty.
    @discardableResult
    mutating func pop() -> Element {
        let top = elements[0]
        let last = elements.removeLast()
        if !elements.isEmpty {
            elements[0] = last
            var i = 0
            let n = elements.count
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var least = i
                if l < n && elements[l] < elements[least] { least = l }
                if r < n && elements[r] < elements[least] { least = r }
                if least == i { break }
                elements.swapAt(i, least)
                i = least
            }
        }
        return top
    }
}

/// A definition waiting to be expanded, ordered so that the most recent (highest
/// sequence) comes first out of a ``MinHeap``: each definition then refers only to
/// definitions expanded after it, so every one is expanded once.
struct PendingDefinition: Comparable {
    /// When the definition was made.
    let sequence: Int
    /// Its index in the tableau's definitions.
    let index: Int32

    static func < (lhs: PendingDefinition, rhs: PendingDefinition) -> Bool {
        lhs.sequence > rhs.sequence
    }
}
