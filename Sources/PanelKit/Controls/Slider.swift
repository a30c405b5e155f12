/// A numeric control over a range (with an optional step) or over discrete stops.
///
/// Works with `Double`, `Float`, `Int` and `CGFloat` properties (``SliderValue``). With
/// `stops`, the slider follows CustomKit's rules (see ``PanelCore/DiscreteStops``): invalid and
/// duplicate stops are dropped, the rest sorted and equally spaced, and any value shows as
/// its nearest stop. `direction: .rightToLeft` mirrors the rail.
///
/// ```swift
/// Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1, unit: "pt")
/// Slider("speed", \.speed, stops: [0.5, 1, 1.25, 1.5, 2])
/// Slider("count", \.count, in: 1...10)    // an Int property: whole values
/// ```
///
/// A slider binds a `var` of type `Double`, `Float` or `Int`; binding a `let` or a property
/// of another type is a compile-time error that says so.
public struct Slider<Model>: PanelContent {
    /// The item this slider contributes.
    ///
    /// ```swift
    /// Slider<Card>("blur", \.blur, in: 0...40).item.name   // "blur"
    /// ```
    public let item: PanelItem<Model>

    /// A slider over a closed range, snapped to `step` (counted from the lower bound) when
    /// one is given; `precision` (0 to 10) is the digits its value is shown with, rounded
    /// (``PanelCore/SliderElement/precision``), else the step's.
    ///
    /// ```swift
    /// Slider("blur", \.blur, in: 0...40, step: 1, unit: "pt")
    /// Slider("gain", \.gain, in: 0...1, precision: 3)
    /// ```
    public init<Value: SliderValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>, in range: ClosedRange<Value>,
        step: Value? = nil,
        unit: String? = nil, direction: DiscreteStops.Direction = .leftToRight, precision: Int? = nil
    ) {
        let scale = SliderElement.Scale.range(
            minimum: range.lowerBound.doubleValue, maximum: range.upperBound.doubleValue,
            step: step?.doubleValue)
        item = Slider.item(
            name, keyPath, scale: scale, unit: unit, direction: direction, precision: precision)
    }

    /// A slider over discrete stops, equally spaced whatever their values.
    ///
    /// ```swift
    /// Slider("speed", \.speed, stops: [0.5, 1, 1.25, 1.5, 2])
    /// Slider("level", \.level, stops: [1, 2, 3], direction: .rightToLeft)
    /// ```
    public init<Value: SliderValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>, stops: [Value], unit: String? = nil,
        direction: DiscreteStops.Direction = .leftToRight
    ) {
        let scale = SliderElement.Scale.stops(DiscreteStops(stops.map(\.doubleValue)))
        item = Slider.item(name, keyPath, scale: scale, unit: unit, direction: direction)
    }

    /// A slider over a property that is not a `var` of type `Double`, `Float` or `Int` (a
    /// `let`, a `String`, a `Bool`…) does not compile, and the message says what to write.
    ///
    /// ```swift
    /// Slider("title", \.title, in: 0...1)   // error: title is a String; use TextField
    /// ```
    @available(
        *, unavailable,
        message:
            "a slider binds a `var` of type Double, Float or Int: declare the property `var name = 1.0` (not `let`), or use TextField for a String, Toggle for a Bool, Picker for a choice"
    )
    public init<Value>(
        _ name: String, _ keyPath: KeyPath<Model, Value>, in range: ClosedRange<Double>, step: Double? = nil,
        unit: String? = nil, direction: DiscreteStops.Direction = .leftToRight
    ) {
        fatalError("unavailable")
    }

    /// A slider over an `Int` property with a fractional range or step does not compile, and
    /// the message says that the numbers are what is wrong.
    ///
    /// ```swift
    /// Slider("zoom", \.zoom, in: 0.5...2.5)   // error when zoom is an Int; write in: 1...3
    /// ```
    @available(
        *, unavailable,
        message:
            "an Int property takes whole numbers: write a range of whole numbers (`in: 1...3`) and a whole step, or make the property a Double"
    )
    public init(
        _ name: String, _ keyPath: WritableKeyPath<Model, Int>, in range: ClosedRange<Double>,
        step: Double? = nil, unit: String? = nil, direction: DiscreteStops.Direction = .leftToRight
    ) {
        fatalError("unavailable")
    }

    /// A slider with fractional stops over an `Int` property does not compile, and the message
    /// says that the stops are what is wrong.
    ///
    /// ```swift
    /// Slider("level", \.level, stops: [0.5, 1, 2])   // error when level is an Int
    /// ```
    @available(
        *, unavailable,
        message:
            "an Int property takes whole numbers: write whole stops (`stops: [1, 2, 4]`), or make the property a Double"
    )
    public init(
        _ name: String, _ keyPath: WritableKeyPath<Model, Int>, stops: [Double], unit: String? = nil,
        direction: DiscreteStops.Direction = .leftToRight
    ) {
        fatalError("unavailable")
    }

    /// A slider with stops over a property that is not a `var` of type `Double`, `Float` or
    /// `Int` does not compile, and the message says what to write.
    ///
    /// ```swift
    /// Slider("level", \.level, stops: [1, 2, 3])   // error when level is a `let`
    /// ```
    @available(
        *, unavailable,
        message:
            "a slider binds a `var` of type Double, Float or Int: declare the property `var name = 1.0` (not `let`), or use TextField for a String, Toggle for a Bool, Picker for a choice"
    )
    public init<Value>(
        _ name: String, _ keyPath: KeyPath<Model, Value>, stops: [Double], unit: String? = nil,
        direction: DiscreteStops.Direction = .leftToRight
    ) {
        fatalError("unavailable")
    }

    private static func item<Value: SliderValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>, scale: SliderElement.Scale, unit: String?,
        direction: DiscreteStops.Direction, precision: Int? = nil
    ) -> PanelItem<Model> {
        let element = SliderElement(
            label: name, scale: scale, unit: unit, direction: direction, isInteger: Value.isInteger,
            precision: precision)
        return PanelItem(name: name, element: .slider(element), binding: .keyPath(keyPath))
    }
}
