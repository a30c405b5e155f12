import PanelCore

extension JSONWriter {
    /// Writes accessibility information as its primitive form
    /// (``PanelCore/AccessibilityInfo/panelValue``) with its keys in sorted order, straight
    /// from its fields: the same bytes as `write(info.panelValue)` without building the object.
    ///
    /// ```swift
    /// var writer = JSONWriter()
    /// writer.write(accessibility: AccessibilityInfo(role: .button, label: "Delete", hint: "Cannot be undone"))
    /// // {"hint":"Cannot be undone","label":"Delete","role":"button"}
    /// ```
    public mutating func write(accessibility info: AccessibilityInfo) {
        makeUnique()
        emit(accessibility: info)
    }

    /// Writes accessibility information as ``write(accessibility:)`` does (the allocation
    /// already unique).
    mutating func emit(accessibility info: AccessibilityInfo) {
        // The members in UTF-8 order: decrement, description, hint, increment, initialFocus,
        // label, role, valueText.
        beginObject()
        if let decrement = info.decrement {
            writeKey(raw: #""decrement":"#)
            emit(decrement)
        }
        if let description = info.description {
            writeKey(raw: #""description":"#)
            emit(string: description)
        }
        if let hint = info.hint {
            writeKey(raw: #""hint":"#)
            emit(string: hint)
        }
        if let increment = info.increment {
            writeKey(raw: #""increment":"#)
            emit(increment)
        }
        if let initialFocus = info.initialFocus {
            writeKey(raw: #""initialFocus":"#)
            emit(string: initialFocus.rawValue)
        }
        writeKey(raw: #""label":"#)
        emit(string: info.label)
        writeKey(raw: #""role":"#)
        emit(string: info.role.name)
        if let valueText = info.valueText {
            writeKey(raw: #""valueText":"#)
            emit(string: valueText)
        }
        endObject(isEmpty: false)
    }
}
