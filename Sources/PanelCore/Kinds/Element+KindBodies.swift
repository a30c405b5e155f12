// The questions ``Element`` answers through its kind's description (``ElementKind``), one
// body each: `element.withKind(&body)` runs it on the payload with its type known.

struct KindName: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> String { Kind.kind }
    func visitUnknown(_ element: UnknownElement) -> String { element.kind }
}

struct HoldsValue: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> Bool { element.holdsValue }
    func visitUnknown(_ element: UnknownElement) -> Bool { false }
}

struct ValueTextOf: ElementKindBody {
    let value: PanelValue
    func visit<Kind: ElementKind>(_ element: Kind) -> String { element.valueText(of: value) }
    func visitUnknown(_ element: UnknownElement) -> String { ValueText.describe(value) }
}

extension Element {
    /// The text frontends show beside the control for `value` (its kind's
    /// ``ElementKind/valueText(of:)``): a slider's decimals and unit, a spring's parameters, an
    /// option's label.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).valueText(of: true)   // "on"
    /// ```
    package func valueText(of value: PanelValue) -> String {
        var body = ValueTextOf(value: value)
        return withKind(&body)
    }
}

struct NeedsID: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> Bool { element.needsID }
    func visitUnknown(_ element: UnknownElement) -> Bool { false }
}

struct IsLabelledControl: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> Bool { element.isLabelledControl }
    func visitUnknown(_ element: UnknownElement) -> Bool { false }
}

struct Label: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> String? { element.nodeLabel }
    func visitUnknown(_ element: UnknownElement) -> String? { element.label }
}

struct Properties: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> [String: PanelValue] {
        var properties = PropertyDictionary()
        element.writeProperties(to: &properties)
        return properties.values
    }
    func visitUnknown(_ element: UnknownElement) -> [String: PanelValue] { element.properties }
}

struct WriteProperties<Writer: PropertyWriter>: ElementKindBody {
    let writer: UnsafeMutablePointer<Writer>

    func visit<Kind: ElementKind>(_ element: Kind) {
        element.writeProperties(to: &writer.pointee)
    }

    func visitUnknown(_ element: UnknownElement) {
        let keys = element.properties.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys where !Node.reservedKeys.contains(key) {
            writer.pointee.write(name: key, value: element.properties[key]!)
        }
    }
}

struct CanonicalValue: ElementKindBody {
    let value: PanelValue

    func visit<Kind: ElementKind>(_ element: Kind) -> Result<PanelValue, ValueError> {
        do throws(ValueError) {
            return .success(try element.canonicalValue(value))
        } catch {
            return .failure(error)
        }
    }

    func visitUnknown(_ element: UnknownElement) -> Result<PanelValue, ValueError> {
        .failure(ValueError("a \(element.kind) holds no value"))
    }
}

struct ValueChange: ElementKindBody {
    let value: PanelValue
    let canonical: PanelValue

    func visit<Kind: ElementKind>(_ element: Kind) -> String? {
        element.valueChange(from: value, to: canonical)
    }
    func visitUnknown(_ element: UnknownElement) -> String? { nil }
}

struct DefaultValue: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> PanelValue? { element.defaultValue }
    func visitUnknown(_ element: UnknownElement) -> PanelValue? { nil }
}

struct StructuralProblems: ElementKindBody {
    func visit<Kind: ElementKind>(_ element: Kind) -> [Element.StructuralProblem] {
        element.structuralProblems
    }
    func visitUnknown(_ element: UnknownElement) -> [Element.StructuralProblem] { [] }
}

struct AccessibilityBody: ElementKindBody {
    /// The node, read in place (never copied).
    let node: UnsafePointer<Node>
    /// The node's value, `nil` for its default.
    let value: PanelValue?

    func visit<Kind: ElementKind>(_ element: Kind) -> AccessibilityDescription? {
        element.accessibilityDescription(at: node, value: value)
    }
    func visitUnknown(_ element: UnknownElement) -> AccessibilityDescription? { nil }
}

struct Relabeled: ElementKindBody {
    let label: String

    func visit<Kind: ElementKind>(_ element: Kind) -> Element { element.relabeled(label) }
    func visitUnknown(_ element: UnknownElement) -> Element { .unknown(element) }
}
