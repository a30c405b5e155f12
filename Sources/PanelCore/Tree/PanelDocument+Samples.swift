extension PanelDocument {
    /// The `samples` member: each monitor's reading in its primitive form, by id.
    ///
    /// ```swift
    /// document.samplesValue   // ["fps": [59.8, 60]]
    /// ```
    package var samplesValue: PanelValue {
        var map: [String: PanelValue] = [:]
        for (id, reading) in samples { map[id.rawValue] = reading.panelValue }
        return .object(map)
    }

    /// Reads a `samples` member (absent or `null`: none), naming where a reading is malformed.
    ///
    /// ```swift
    /// try PanelDocument.samples(from: ["fps": [59.8]])["fps"]?.current   // .number(59.8)
    /// ```
    package static func samples(from value: PanelValue?) throws(ValueError) -> [NodeID: MonitorReading] {
        switch value {
        case nil, .null?: return [:]
        case .object(let map)?:
            var out: [NodeID: MonitorReading] = [:]
            for (key, item) in map {
                do {
                    out[NodeID(key)] = try MonitorReading(panelValue: item)
                } catch {
                    throw ValueError("$.samples.\(key): \(error.message)")
                }
            }
            return out
        case let other?:
            throw ValueError("$.samples: expected an object, got \(other.typeName)")
        }
    }
}
