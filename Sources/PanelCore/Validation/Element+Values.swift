extension Element {
    /// A problem with an element's own properties, and the property it concerns.
    struct StructuralProblem {
        var property: String?
        var message: String
    }

    /// Problems with this element's properties, independent of any value.
    var structuralProblems: [StructuralProblem] {
        switch self {
        case .slider(let slider):
            guard case .range(let minimum, let maximum, let step) = slider.scale else { return [] }
            var out: [StructuralProblem] = []
            if !minimum.isFinite || !maximum.isFinite {
                out.append(
                    .init(
                        property: "range", message: "range bounds must be finite, got \(minimum)...\(maximum)"
                    ))
            } else if minimum > maximum {
                out.append(
                    .init(
                        property: "range",
                        message:
                            "min \(PanelValue.format(minimum)) is greater than max \(PanelValue.format(maximum))"
                    ))
            } else if minimum == maximum {
                out.append(
                    .init(
                        property: "range",
                        message: "range is empty (min equals max, \(PanelValue.format(minimum)))"))
            }
            if let step {
                if !step.isFinite {
                    out.append(.init(property: "step", message: "step must be finite, got \(step)"))
                } else if step <= 0 {
                    out.append(
                        .init(
                            property: "step",
                            message: "step must be greater than 0, got \(PanelValue.format(step))"))
                }
            }
            return out
        case .picker(let picker):
            if picker.options.isEmpty {
                return [.init(property: "options", message: "picker has no options")]
            }
            var seen = Set<String>()
            var out: [StructuralProblem] = []
            for option in picker.options where !seen.insert(option.value).inserted {
                out.append(
                    .init(property: "options", message: "option value \"\(option.value)\" appears twice"))
            }
            return out
        default:
            return []
        }
    }

    /// Why `value` cannot be this control's value as it is (wrong type, outside the range,
    /// not a stop or option), or `nil` when it is already canonical.
    ///
    /// ```swift
    /// slider.valueProblem(60)   // "value 60 is outside the range 0...48"
    /// ```
    public func valueProblem(_ value: PanelValue) -> String? {
        let canonical: PanelValue
        do {
            canonical = try canonicalValue(value)
        } catch {
            return error.message
        }
        if canonical == value { return nil }
        switch self {
        case .slider(let slider):
            switch slider.scale {
            case .range(let minimum, let maximum, _):
                if let number = value.number, number < minimum || number > maximum {
                    return
                        "value \(value) is outside the range \(PanelValue.format(minimum))...\(PanelValue.format(maximum))"
                }
                return "value \(value) is not on a step (nearest is \(canonical))"
            case .stops(let stops):
                return
                    "value \(value) is not one of the stops \(PanelValue.array(stops.values.map(PanelValue.number))) (shows as \(canonical))"
            }
        default:
            return "value \(value) is not canonical (expected \(canonical))"
        }
    }

    /// The value a control stores when asked to hold `value`: the one validating path every
    /// write goes through, whether it comes from code, a terminal or a JSON frontend.
    ///
    /// Numbers must be finite; a slider clamps to its range and snaps to its step (counted
    /// from the minimum) or to the nearest stop, and rounds when integer. A toggle takes a
    /// boolean, a text field a string, a colour picker a hex colour (stored in canonical
    /// upper-case form), a picker one of its options' values, spring and transition editors
    /// their primitive forms (checked for range). Anything else throws an error that says
    /// what was expected.
    ///
    /// ```swift
    /// let slider = Element.slider(SliderElement(label: "r", scale: .range(minimum: 0, maximum: 48, step: 1)))
    /// try slider.canonicalValue(60)     // 48
    /// try slider.canonicalValue(3.4)    // 3
    /// try slider.canonicalValue("x")    // throws: expected a number, got string "x"
    /// ```
    public func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        switch self {
        case .slider(let slider):
            return .number(try slider.canonicalNumber(value.finiteNumber()))
        case .toggle:
            return .bool(try Bool(panelValue: value))
        case .textField:
            return .string(try String(panelValue: value))
        case .colorPicker:
            return try HexColor(panelValue: value).panelValue
        case .picker(let picker):
            let text = try String(panelValue: value)
            guard picker.options.contains(where: { $0.value == text }) else {
                let names = picker.options.map { "\"\($0.value)\"" }.joined(separator: ", ")
                throw ValueError("\"\(text)\" is not one of the options (\(names))")
            }
            return .string(text)
        case .springEditor:
            return try Spring(panelValue: value).panelValue
        case .transitionEditor:
            return try Transition(panelValue: value).panelValue
        case .dialog:
            return try DialogPresentation(panelValue: value).panelValue
        case .panelRoot(let root) where root.mode == .drawer:
            return try DrawerPresentation(panelValue: value).panelValue
        case .floatingButton:
            return try FloatingButtonPosition(panelValue: value).panelValue
        default:
            throw ValueError("a \(kind) holds no value")
        }
    }

    /// The value a control shows when none is given: a slider's minimum (or first stop),
    /// `false`, an empty string, `#000000`, the first option, ``Spring/default`` or
    /// ``Transition/default``; `nil` for kinds that hold no value.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).defaultValue   // .bool(false)
    /// ```
    public var defaultValue: PanelValue? {
        switch self {
        case .slider(let slider): .number(slider.bounds?.minimum ?? 0)
        case .toggle: .bool(false)
        case .textField: .string("")
        case .colorPicker: .string("#000000")
        case .picker(let picker): picker.options.first.map { .string($0.value) } ?? .string("")
        case .springEditor: Spring.default.panelValue
        case .transitionEditor: Transition.default.panelValue
        case .dialog: DialogPresentation().panelValue
        case .panelRoot(let root) where root.mode == .drawer:
            DrawerPresentation(isPresented: root.defaultOpen).panelValue
        case .floatingButton: nil
        default: nil
        }
    }
}

extension SliderElement {
    /// The number this slider stores for `number`: clamped to the range and snapped to the
    /// step, or the nearest stop; whole when the slider is an integer one.
    ///
    /// Snapping counts steps from the minimum and rounds the result to the step's decimal
    /// places, so `0.1` steps give `0.3`, not `0.30000000000000004`. A step that would pass the
    /// maximum falls back one step. A slider with no valid stop keeps the number.
    ///
    /// ```swift
    /// SliderElement(label: "x", scale: .range(minimum: 0, maximum: 1, step: 0.1)).canonicalNumber(0.33)   // 0.3
    /// ```
    public func canonicalNumber(_ number: Double) -> Double {
        var result = number
        switch scale {
        case .range(let minimum, let maximum, let step):
            guard minimum.isFinite, maximum.isFinite, minimum <= maximum else { break }
            result = min(max(number, minimum), maximum)
            if let step, step.isFinite, step > 0 {
                var count = ((result - minimum) / step).rounded()
                var snapped = SliderElement.roundDecimals(minimum + count * step, like: minimum, step)
                if snapped > maximum {
                    count -= 1
                    snapped = SliderElement.roundDecimals(minimum + count * step, like: minimum, step)
                }
                result = snapped
            }
        case .stops(let stops):
            result = stops.nearest(to: number) ?? number
        }
        if isInteger {
            result = result.rounded()
            if case .range(let minimum, let maximum, _) = scale, minimum <= maximum {
                if result > maximum { result = maximum.rounded(.down) }
                if result < minimum { result = minimum.rounded(.up) }
            }
        }
        return result == 0 ? 0 : result
    }

    /// `value` rounded to the most decimal places of `minimum` and `step` (unchanged when
    /// they have none, or 15 or more).
    private static func roundDecimals(_ value: Double, like minimum: Double, _ step: Double) -> Double {
        let places = max(decimalPlaces(minimum), decimalPlaces(step))
        guard places > 0, places < 15 else { return value }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded.isFinite ? rounded : value
    }

    /// The number of fraction digits of the shortest decimal that reads back as `value` (as
    /// `String(value)` writes it; 15 when it writes an exponent), found with arithmetic.
    ///
    /// For `places` digits, `(value × 10^places).rounded() / 10^places` is that decimal
    /// read back when the scaled value stays below 10^15 (the scaling is then off by less
    /// than a quarter, and dividing two exact numbers rounds correctly), so the first
    /// `places` where it gives `value` again is the count. Outside that range (tiny, huge
    /// or long numbers), the digits are counted in the text.
    static func decimalPlaces(_ value: Double) -> Int {
        let magnitude = Swift.abs(value)
        if magnitude == 0 { return 0 }
        if magnitude >= 1e-3, magnitude < 1e15 {
            var scale = 1.0
            for places in 0..<15 {
                let scaled = magnitude * scale
                guard scaled < 1e15 else { break }
                if scaled.rounded() / scale == magnitude { return places }
                scale *= 10
            }
        }
        return decimalPlacesInText(value)
    }

    /// ``decimalPlaces(_:)`` by counting the fraction digits of `String(value)`.
    static func decimalPlacesInText(_ value: Double) -> Int {
        let text = String(value)
        if text.contains("e") { return 15 }
        guard let dot = text.firstIndex(of: ".") else { return 0 }
        let fraction = text[text.index(after: dot)...]
        return fraction == "0" ? 0 : fraction.count
    }
}
