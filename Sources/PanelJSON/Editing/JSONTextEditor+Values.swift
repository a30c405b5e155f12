import PanelCore

extension JSONTextEditor {
    /// Brings the values map at `path` (for a panel document, `["values"]`) from `old` —
    /// what the text held when it was read — to `new`, editing only the members of ids
    /// whose value differs: a changed value has its text replaced, a new id is inserted
    /// (after the ids before it in `new`'s order, in the style of its siblings), an id `new`
    /// lacks is removed. Ids the text holds that `old` does not know are left as written. A
    /// missing map is inserted when something changed.
    ///
    /// This is the library's write-back: read a document, remember its values, let them be
    /// edited, and write only the edits into the author's text.
    ///
    /// ```swift
    /// var editor = try JSONTextEditor(bytes)
    /// try editor.updateValues(from: loaded, to: panel.baseValues, at: ["values"])
    /// let text = editor.text   // only the edited lines differ
    /// ```
    package mutating func updateValues(from old: ValueMap, to new: ValueMap, at path: [Step])
        throws(JSONProblem)
    {
        let changed = new.filter { old[$0.id] != $0.value }
        let removed = old.filter { new[$0.id] == nil }
        guard !changed.isEmpty || !removed.isEmpty else { return }
        let order = memberOrder
        memberOrder = order + new.ids.map(\.rawValue)
        defer { memberOrder = order }
        if value(at: path) == nil { try set([:], at: path) }
        for (id, value) in changed { try set(value, at: path + [.key(id.rawValue)]) }
        for (id, _) in removed { remove(at: path + [.key(id.rawValue)]) }
    }
}
