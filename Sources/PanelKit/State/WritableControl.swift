/// A control that holds a value, as the write path reads it: a class, so that looking one
/// up reads it in place rather than copying a whole node (its children and all) per write.
final class WritableControl: Sendable {
    let element: Element
    let modifiers: Modifiers

    init(element: Element, modifiers: Modifiers) {
        self.element = element
        self.modifiers = modifiers
    }
}
