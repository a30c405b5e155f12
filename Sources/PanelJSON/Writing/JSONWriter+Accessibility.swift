import PanelCore

extension JSONWriter {
    /// Writes accessibility information as its primitive form
    /// (``PanelCore/AccessibilityInfo/panelValue``) with its keys in sorted order.
    ///
    /// ```swift
    /// var writer = JSONWriter()
    /// writer.write(accessibility: AccessibilityInfo(role: .button, label: "Delete", hint: "Cannot be undone"))
    /// // {"hint":"Cannot be undone","label":"Delete","role":"button"}
    /// ```
    package mutating func write(accessibility info: AccessibilityInfo) {
        makeUnique()
        emit(accessibility: info)
    }

    /// Writes accessibility information as ``write(accessibility:)`` does (the allocation
    /// already unique): its primitive form, whose keys the writer sorts. (A document's nodes
    /// are written from their kind's description instead, straight to bytes.)
    mutating func emit(accessibility info: AccessibilityInfo) {
        emit(info.panelValue)
    }
}

extension JSONWriter {
    /// Writes what a kind says about a node (``PanelCore/AccessibilityDescription``) as the
    /// `accessibility` object: the same bytes as ``write(accessibility:)`` of the information
    /// made from it, its texts written straight into the output instead of into strings.
    mutating func emit(accessibility description: AccessibilityDescription) {
        var pieces = WrittenPieces(isEnabled: false)
        emit(accessibility: description, pieces: &pieces)
    }

    /// Writes the `accessibility` object as ``emit(accessibility:)`` does, copying its constant
    /// texts from `pieces` where they were written before.
    mutating func emit(accessibility description: AccessibilityDescription, pieces: inout WrittenPieces) {
        beginObject()
        emitMembers(of: description, pieces: &pieces)
    }

    /// Writes the `accessibility` member of a node after its id, `,"accessibility":{` at once
    /// in the compact form (the id always comes before it), then the object's members.
    mutating func emit(
        accessibilityMember description: borrowing AccessibilityDescription, pieces: inout WrittenPieces
    ) {
        if isPretty {
            writeKey(raw: #""accessibility":"#)
            beginObject()
        } else {
            append(literal: #","accessibility":{"#)
            level &+= 1
            needsComma = false
        }
        emitMembers(of: description, pieces: &pieces)
    }

    /// Writes the members of the `accessibility` object, its `{` written, and closes it.
    private mutating func emitMembers(
        of description: borrowing AccessibilityDescription, pieces: inout WrittenPieces
    ) {
        // The members in UTF-8 order: decrement, description, hint, increment, initialFocus,
        // label, role, valueText.
        if let decrement = description.decrement {
            writeKey(raw: #""decrement":"#)
            emit(number: decrement)
        }
        // A dialog's members, read from the stored property (no copy of the description).
        let dialog = description.dialog
        if let text = dialog?.description {
            writeKey(raw: #""description":"#)
            emit(string: text)
        }
        if let hint = description.hint {
            writeKey(raw: #""hint":"#)
            // Each case handed on as a text of that case (nothing to destroy after).
            switch hint {
            case .constant(let text): emit(text: .constant(text), pieces: &pieces)
            case .phrase(let head, let count, let tail):
                emit(text: .phrase(head, count, tail), pieces: &pieces)
            }
        }
        if let increment = description.increment {
            writeKey(raw: #""increment":"#)
            emit(number: increment)
        }
        if let initialFocus = dialog?.initialFocus {
            writeKey(raw: #""initialFocus":"#)
            emit(string: initialFocus.rawValue)
        }
        writeKey(raw: #""label":"#)
        emit(accessibilityLabel: description.label)
        // `,"role":"slider"` whole after the label, or its name after the key.
        let role = description.role.compactMember
        if isPretty {
            writeKey(raw: #""role":"#)
            append(UnsafeRawBufferPointer(start: role.utf8Start + 8, count: role.utf8CodeUnitCount - 8))
        } else {
            append(UnsafeRawBufferPointer(start: role.utf8Start, count: role.utf8CodeUnitCount))
        }
        needsComma = true
        if let valueText = description.valueText {
            writeKey(raw: #""valueText":"#)
            emit(text: valueText, pieces: &pieces)
        }
        endObject(isEmpty: false)
    }

    /// Writes a text as ``emit(text:)`` does, a constant copied from `pieces` where it was
    /// written before (in the compact form).
    mutating func emit(text: AccessibilityText, pieces: inout WrittenPieces) {
        switch text {
        case .constant(let constant) where constant.hasPointerRepresentation:
            // Named by its address and length (a literal is no prefix of another: each ends in
            // a NUL).
            let key = UInt(bitPattern: constant.utf8Start) ^ UInt(constant.utf8CodeUnitCount) << 48
            emit(text: text, copying: pieces.range(for: key)) { pieces.remember($0, for: key) }
        case .spring, .transition:
            // The same spring or transition (to the bit) reads the same.
            guard let key = AnimationKey(text) else {
                emit(text: text)
                return
            }
            pieces.note(animation: key)
            emit(text: text, copying: pieces.range(for: key)) { pieces.remember($0, for: key) }
        case .string(let string):
            // Noted for the values map to copy.
            let start = count
            emit(text: text)
            pieces.note(string: string, at: start..<count)
        default:
            emit(text: text)
        }
    }

    /// Copies the text written before at `earlier`, or writes it and hands where to
    /// `remember` (in the compact form, whose pieces do not depend on their place).
    @inline(__always)
    private mutating func emit(
        text: AccessibilityText, copying earlier: Range<Int>?, remember: (Range<Int>) -> Void
    ) {
        if let earlier {
            appendCopy(of: earlier)
            return
        }
        let start = count
        emit(text: text)
        if !isPretty { remember(start..<count) }
    }

    /// Writes a text as a JSON string: the same bytes as `emit(string: text.string)`.
    mutating func emit(text: AccessibilityText) {
        // The common pieces without the piece-by-piece sink.
        switch text {
        case .constant(let constant):
            constant.withUTF8Buffer { emit(utf8: $0) }
            needsComma = true
            return
        case .string(let string):
            emit(string: string)
            return
        case .phrase(let head, let number, let tail)
        where head.hasPointerRepresentation && tail.hasPointerRepresentation && number.magnitude <= 1 << 53:
            // `Choose one of 3 options`: the count as `append(number: Double(count))` writes a
            // whole number up to 2^53, its digits.
            append(UInt8(ascii: "\""))
            appendStringContents(
                utf8: UnsafeBufferPointer(start: head.utf8Start, count: head.utf8CodeUnitCount))
            emit(integer: UInt64(number.magnitude), negative: number < 0)
            appendStringContents(
                utf8: UnsafeBufferPointer(start: tail.utf8Start, count: tail.utf8CodeUnitCount))
            append(UInt8(ascii: "\""))
            needsComma = true
            return
        case .number(let number, let unit) where number.isFinite:
            append(UInt8(ascii: "\""))
            emit(number: number)
            if let unit {
                append(UInt8(ascii: " "))
                appendStringContents(unit)
            }
            append(UInt8(ascii: "\""))
            needsComma = true
            return
        default:
            break
        }
        append(UInt8(ascii: "\""))
        withUnsafeMutablePointer(to: &self) { writer in
            var contents = StringContents(writer: writer)
            text.write(to: &contents)
        }
        append(UInt8(ascii: "\""))
        needsComma = true
    }
}

/// The inside of the JSON string a ``JSONWriter`` is writing, as a place to write text.
private struct StringContents: TextSink {
    let writer: UnsafeMutablePointer<JSONWriter>

    mutating func append(_ text: StaticString) {
        writer.pointee.appendStringContents(
            utf8: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        writer.pointee.appendStringContents(text)
    }

    mutating func append(number: Double) {
        // Digits need no escaping; a number that is not finite reads as `PanelValue.format`
        // writes it (and is no JSON number, so the writer must not flag it).
        guard number.isFinite else {
            writer.pointee.appendStringContents(PanelValue.format(number))
            return
        }
        writer.pointee.emit(number: number)
    }

    mutating func append(number: Double, decimals: Int) {
        // The common case straight to bytes: what `format(_:decimals:)` assembles.
        guard number.isFinite, Swift.abs(number) < 1e15,
            let places = ValueText.exactPlaces(number, decimals: decimals),
            let parts = ValueText.fixedParts(number, decimals: places)
        else {
            writer.pointee.appendStringContents(ValueText.formatExactly(number, decimals: decimals))
            return
        }
        // The sign even of `-0.00…` (which `emit(integer:negative:)` leaves out for 0).
        if parts.negative { writer.pointee.append(UInt8(ascii: "-")) }
        writer.pointee.emit(integer: parts.whole, negative: false)
        writer.pointee.append(fraction: parts.fraction, digits: places)
    }
}
