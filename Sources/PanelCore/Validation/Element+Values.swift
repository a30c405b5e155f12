extension Element {
    /// A problem with an element's own properties, and the property it concerns.
    package struct StructuralProblem {
        package var property: String?
        package var message: String
    }

    /// Problems with this element's properties, independent of any value.
    var structuralProblems: [StructuralProblem] {
        var body = StructuralProblems()
        return withKind(&body)
    }

    /// Why `value` cannot be this control's value as it is (wrong type, outside the range,
    /// not a stop or option), or `nil` when it is already canonical.
    ///
    /// ```swift
    /// slider.valueProblem(60)   // "value 60 is outside the range 0...48"
    /// ```
    package func valueProblem(_ value: PanelValue) -> String? {
        do {
            return try normalized(value).change
        } catch {
            return error.message
        }
    }

    /// The value a control stores for `value` and, when that is not `value` itself, what was
    /// changed: the one normalisation that reading a document, loading a file and every `set`
    /// go through (``canonicalValue(_:)`` is its value).
    ///
    /// ```swift
    /// let tint = Element.colorPicker(ColorPickerElement(label: "tint"))
    /// try tint.normalized("#33ccff").value    // "#33CCFF"
    /// try tint.normalized("#33ccff").change   // "value \"#33ccff\" is not canonical (expected \"#33CCFF\")"
    /// ```
    package func normalized(_ value: PanelValue) throws(ValueError) -> ValueNormalization {
        let canonical = try canonicalValue(value)
        if canonical == value { return ValueNormalization(value: canonical, change: nil) }
        var body = ValueChange(value: value, canonical: canonical)
        let change = withKind(&body) ?? "value \(value) is not canonical (expected \(canonical))"
        return ValueNormalization(value: canonical, change: change)
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
        var body = CanonicalValue(value: value)
        return try withKind(&body).get()
    }

    /// The value a control shows when none is given: a slider's minimum (or first stop),
    /// `false`, an empty string, `#000000`, the first option, ``Spring/default`` or
    /// ``Transition/default``; `nil` for kinds that hold no value.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).defaultValue   // .bool(false)
    /// ```
    package var defaultValue: PanelValue? {
        var body = DefaultValue()
        return withKind(&body)
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
    package func canonicalNumber(_ number: Double) -> Double {
        switch scale {
        case .range(let minimum, let maximum, let step):
            return SliderRange(minimum: minimum, maximum: maximum, step: step, isInteger: isInteger)
                .canonicalNumber(number)
        case .stops(let stops):
            var result = stops.nearest(to: number) ?? number
            if isInteger { result = result.rounded() }
            return result == 0 ? 0 : result
        }
    }

    /// The rule a range slider stores numbers by, worked out once (`nil` for a slider with
    /// stops).
    ///
    /// ```swift
    /// SliderElement(label: "x", scale: .range(minimum: 0, maximum: 1, step: 0.1)).range?.canonicalNumber(0.33)   // 0.3
    /// ```
    package var range: SliderRange? {
        guard case .range(let minimum, let maximum, let step) = scale else { return nil }
        return SliderRange(minimum: minimum, maximum: maximum, step: step, isInteger: isInteger)
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
