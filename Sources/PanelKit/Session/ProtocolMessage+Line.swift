extension ProtocolMessage {
    /// The message as one compact JSON line (without its newline), `type` first, then `seq`
    /// and the members its type takes: the one encoder of the protocol, which
    /// ``init(parsing:)`` reads back to the same message. `nil` for an edit that has no wire
    /// form (see ``Kind/init(of:)``).
    ///
    /// ```swift
    /// ProtocolMessage(seq: 1, body: .edit(.set("radius", to: 12))).line
    /// // {"type":"set","seq":1,"id":"radius","value":12}
    /// ProtocolMessage(seq: 2, body: .edit(.undo), panel: "Card").line
    /// // {"type":"undo","seq":2,"panel":"Card"}
    /// ```
    package var line: String? {
        guard let kind = Kind(of: body) else { return nil }
        var fields: [(String, PanelValue)] = []
        func id(_ id: NodeID) { fields.append(("id", .string(id.rawValue))) }
        switch body {
        case .hello(let versions, let samples, let valueText):
            fields.append(("versions", .array(versions.map { .number(Double($0)) })))
            if let samples { fields.append(("samples", .number(samples))) }
            if valueText { fields.append(("valueText", true)) }
        case .samples(let rate):
            fields.append(("rate", .number(rate)))
        case .resync(let have):
            if let have { fields.append(("have", .number(Double(have)))) }
        case .edit(let edit):
            switch edit {
            case .set(let control, let value):
                id(control)
                fields.append(("value", value))
            case .edit(let control, let phase, let value, let gesture):
                id(control)
                fields.append(("phase", .string(phase.rawValue)))
                fields.append(("gesture", .string(gesture)))
                if let value { fields.append(("value", value)) }
            case .trigger(let control): id(control)
            case .savePreset(let name, let replacing):
                fields.append(("name", .string(name)))
                if replacing { fields.append(("replacing", true)) }
            case .renamePreset(let preset, let name):
                fields.append(("preset", .string(preset)))
                fields.append(("name", .string(name)))
            case .loadPreset(let preset), .deletePreset(let preset):
                fields.append(("preset", .string(preset)))
            case .clearActivePreset, .undo, .redo: break
            case .reset(let control): if let control { id(control) }
            case .setFolder(let control, let collapsed):
                id(control)
                if let collapsed { fields.append(("collapsed", .bool(collapsed))) }
            case .selectTab(let control, let tab):
                id(control)
                fields.append(("tab", .number(Double(tab))))
            case .dismissDialog(let control, let reason):
                id(control)
                fields.append(("reason", .string(reason.name)))
            case .changeDrawer(let control, let change):
                id(control)
                switch change {
                case .open: break
                case .close(let reason): fields.append(("reason", .string(reason.name)))
                case .detent(let detent): fields.append(("detent", .string(detent.name)))
                case .select(let panel): fields.append(("selected", .string(panel.rawValue)))
                case .scrollTo(let row): fields.append(("to", .number(Double(row))))
                case .scrollBy(let rows): fields.append(("by", .number(Double(rows))))
                }
            case .moveFloatingButton(let control, let placement):
                id(control)
                if case .object(let members) = placement.panelValue {
                    for key in ["x", "y", "edges"] {
                        if let value = members[key] { fields.append((key, value)) }
                    }
                }
            case .presentDialog, .setValues, .configure, .load: return nil
            }
        }
        if let panel { fields.append(("panel", .string(panel))) }
        var writer = ProtocolWriter()
        return writer.request(type: kind.rawValue, seq: seq, fields: fields)
    }
}
