/// A type with a documented primitive form, so it can live in the values map.
///
/// Conforming types convert to a ``PanelValue`` and back; reading checks the shape and
/// throws a ``ValueError`` that says what was expected.
///
/// ```swift
/// let value = Spring.default.panelValue
/// let spring = try Spring(panelValue: value)
/// ```
public protocol PanelValueConvertible {
    /// Reads a value from its primitive form.
    ///
    /// ```swift
    /// let speed = try Double(panelValue: .number(1.5))
    /// ```
    init(panelValue: PanelValue) throws(ValueError)

    /// The primitive form of this value.
    ///
    /// ```swift
    /// true.panelValue   // .bool(true)
    /// ```
    var panelValue: PanelValue { get }
}

extension PanelValue {
    /// A finite number, or an error that says what was found instead.
    ///
    /// ```swift
    /// try PanelValue.number(2).finiteNumber()   // 2.0
    /// ```
    package func finiteNumber() throws(ValueError) -> Double {
        guard case .number(let value) = self else {
            throw ValueError("expected a number, got \(typedDescription)")
        }
        guard value.isFinite else { throw ValueError("expected a finite number, got \(value)") }
        return value
    }

    /// The member `key` of an object, as a finite number.
    ///
    /// ```swift
    /// let object: PanelValue = ["mass": 1]
    /// try object.finiteNumber(at: "mass")   // 1.0
    /// ```
    package func finiteNumber(at key: String) throws(ValueError) -> Double {
        guard case .object(let object) = self else {
            throw ValueError("expected an object, got \(typedDescription)")
        }
        var members = MemberReading(object)
        return try members.finiteNumber(key)
    }
}

extension Double: PanelValueConvertible {
    /// Reads a finite number.
    ///
    /// ```swift
    /// try Double(panelValue: 0.5)   // 0.5
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        self = try panelValue.finiteNumber()
    }

    /// The number.
    ///
    /// ```swift
    /// (0.5).panelValue   // .number(0.5)
    /// ```
    public var panelValue: PanelValue { .number(self) }
}

extension Float: PanelValueConvertible {
    /// Reads a finite number that fits a `Float`.
    ///
    /// ```swift
    /// try Float(panelValue: 0.5)   // 0.5
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        let value = try panelValue.finiteNumber()
        guard Float(value).isFinite else { throw ValueError("\(value) does not fit a 32-bit float") }
        self = Float(value)
    }

    /// The number.
    ///
    /// ```swift
    /// Float(0.5).panelValue   // .number(0.5)
    /// ```
    public var panelValue: PanelValue { .number(Double(self)) }
}

extension Int: PanelValueConvertible {
    /// Reads a whole number that fits an `Int`.
    ///
    /// ```swift
    /// try Int(panelValue: 3)     // 3
    /// try Int(panelValue: 3.5)   // throws: expected a whole number
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        let value = try panelValue.finiteNumber()
        guard let whole = Int(exactly: value) else {
            throw ValueError("expected a whole number, got \(PanelValue.format(value))")
        }
        self = whole
    }

    /// The number.
    ///
    /// ```swift
    /// 3.panelValue   // .number(3)
    /// ```
    public var panelValue: PanelValue { .number(Double(self)) }
}

extension Bool: PanelValueConvertible {
    /// Reads a boolean.
    ///
    /// ```swift
    /// try Bool(panelValue: true)   // true
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard case .bool(let value) = panelValue else {
            throw ValueError("expected a boolean, got \(panelValue.typedDescription)")
        }
        self = value
    }

    /// The boolean.
    ///
    /// ```swift
    /// true.panelValue   // .bool(true)
    /// ```
    public var panelValue: PanelValue { .bool(self) }
}

extension String: PanelValueConvertible {
    /// Reads a string.
    ///
    /// ```swift
    /// try String(panelValue: "glass")   // "glass"
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard case .string(let value) = panelValue else {
            throw ValueError("expected a string, got \(panelValue.typedDescription)")
        }
        self = value
    }

    /// The string.
    ///
    /// ```swift
    /// "glass".panelValue   // .string("glass")
    /// ```
    public var panelValue: PanelValue { .string(self) }
}
