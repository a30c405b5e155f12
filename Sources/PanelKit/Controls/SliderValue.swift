#if canImport(Foundation)
    import Foundation
#endif

/// A numeric type a ``Slider`` can edit: `Double`, `Float`, `Int`, and `CGFloat` where
/// Foundation provides it.
///
/// ```swift
/// Slider("count", \.count, in: 0...10)        // Int: whole values only
/// Slider("opacity", \.opacity, in: 0...1)     // Double
/// ```
public protocol SliderValue: Comparable, PanelValueConvertible {
    /// The value as a `Double`.
    var doubleValue: Double { get }
    /// Whether the type holds whole numbers only.
    static var isInteger: Bool { get }
}

extension Double: SliderValue {
    /// The value itself.
    ///
    /// ```swift
    /// (0.25).doubleValue   // 0.25
    /// ```
    public var doubleValue: Double { self }
    /// `false`.
    ///
    /// ```swift
    /// Double.isInteger   // false
    /// ```
    public static var isInteger: Bool { false }
}

extension Float: SliderValue {
    /// The value as the `Double` with the same shortest decimal form, so that a step of
    /// `0.05` stays `0.05` rather than becoming `0.05000000074505806`.
    ///
    /// ```swift
    /// Float(0.05).doubleValue   // 0.05
    /// ```
    public var doubleValue: Double { Double(description) ?? Double(self) }
    /// `false`.
    ///
    /// ```swift
    /// Float.isInteger   // false
    /// ```
    public static var isInteger: Bool { false }
}

extension Int: SliderValue {
    /// The value as a `Double`.
    ///
    /// ```swift
    /// 3.doubleValue   // 3.0
    /// ```
    public var doubleValue: Double { Double(self) }
    /// `true`.
    ///
    /// ```swift
    /// Int.isInteger   // true
    /// ```
    public static var isInteger: Bool { true }
}

#if canImport(Foundation)
    extension CGFloat: SliderValue {
        /// Reads a finite number.
        ///
        /// ```swift
        /// try CGFloat(panelValue: 2)   // 2.0
        /// ```
        public init(panelValue: PanelValue) throws(ValueError) {
            self.init(try panelValue.finiteNumber())
        }

        /// The number.
        ///
        /// ```swift
        /// CGFloat(2).panelValue   // .number(2)
        /// ```
        public var panelValue: PanelValue { .number(Double(self)) }
        /// The value as a `Double`.
        ///
        /// ```swift
        /// CGFloat(2).doubleValue   // 2.0
        /// ```
        public var doubleValue: Double { Double(self) }
        /// `false`.
        ///
        /// ```swift
        /// CGFloat.isInteger   // false
        /// ```
        public static var isInteger: Bool { false }
    }
#endif
