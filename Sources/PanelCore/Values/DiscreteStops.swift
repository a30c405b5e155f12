/// The finite set of values a discrete slider can take, equally spaced along its rail.
///
/// Follows CustomKit's slider rules:
/// - non-finite values are dropped, duplicates removed, the rest sorted ascending;
/// - every remaining stop gets equal visual spacing whatever the values: `[0, 1, 10]`
///   puts `1` in the middle of the rail, not a tenth of the way along;
/// - any value shows as its nearest stop (a tie goes to the lower stop);
/// - the mapping runs left-to-right by default and mirrors for ``Direction/rightToLeft``;
/// - when no valid stop remains, the current value becomes the sole fallback stop
///   (``resolved(current:)``); a single stop is a static value at the start of the rail.
///
/// ```swift
/// let stops = DiscreteStops([10, 0, 1, .nan, 1])
/// stops.values                        // [0, 1, 10]
/// stops.position(ofStopAt: 1)         // 0.5
/// stops.nearest(to: 4)                // 1
/// stops.value(atPosition: 0.9)        // 10
/// ```
public struct DiscreteStops: Hashable, Sendable, Codable {
    /// Which end of the rail holds the lowest stop.
    ///
    /// ```swift
    /// let direction = DiscreteStops.Direction.rightToLeft
    /// ```
    public struct Direction: NamedOption {
        private enum Storage: String, CaseIterable, Sendable { case leftToRight, rightToLeft }
        private let storage: Storage
        private init(_ storage: Storage) { self.storage = storage }

        /// Lower values on the left (the default).
        ///
        /// ```swift
        /// DiscreteStops.Direction.leftToRight.name   // "leftToRight"
        /// ```
        public static let leftToRight = Direction(.leftToRight)
        /// Lower values on the right, for right-to-left layouts.
        ///
        /// ```swift
        /// DiscreteStops.Direction.rightToLeft.name   // "rightToLeft"
        /// ```
        public static let rightToLeft = Direction(.rightToLeft)

        /// Reads `leftToRight` or `rightToLeft`; anything else is `nil`.
        ///
        /// ```swift
        /// DiscreteStops.Direction(named: "rightToLeft")   // .rightToLeft
        /// ```
        package init?(named name: String) {
            guard let storage = Storage(rawValue: name) else { return nil }
            self.storage = storage
        }

        /// `leftToRight` or `rightToLeft`.
        ///
        /// ```swift
        /// DiscreteStops.Direction.leftToRight.name   // "leftToRight"
        /// ```
        package var name: String { storage.rawValue }

        /// Both names.
        ///
        /// ```swift
        /// DiscreteStops.Direction.names   // ["leftToRight", "rightToLeft"]
        /// ```
        package static var names: [String] { Storage.allCases.map(\.rawValue) }
    }

    /// The valid stops, sorted ascending, without duplicates. May be empty.
    ///
    /// ```swift
    /// DiscreteStops([10, 0, 1, .nan, 1]).values   // [0, 1, 10]
    /// ```
    public let values: [Double]

    /// Filters, de-duplicates and sorts `candidates`.
    ///
    /// ```swift
    /// DiscreteStops([2, 1, 2, .infinity]).values   // [1, 2]
    /// ```
    public init(_ candidates: [Double]) {
        // One array: stops given ascending (the usual case) need no sorting.
        var stops: [Double] = []
        stops.reserveCapacity(candidates.count)
        var isAscending = true
        for candidate in candidates where candidate.isFinite {
            let stop = candidate == 0 ? 0 : candidate  // fold -0 into 0
            if let last = stops.last, stop <= last { isAscending = false }
            stops.append(stop)
        }
        if !isAscending {
            stops.sort()
            var kept = 1
            for index in stops.indices.dropFirst() where stops[index] != stops[kept - 1] {
                stops[kept] = stops[index]
                kept += 1
            }
            stops.removeLast(stops.count - kept)
        }
        values = stops
    }

    /// Decodes an array of numbers and applies the same rules.
    ///
    /// ```swift
    /// // [0.5, 1, 1.25]
    /// ```
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Double].self))
    }

    /// Encodes the stops as an array of numbers.
    ///
    /// ```swift
    /// // [0.5, 1, 1.25]
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    /// The stops to show for a control whose bound value is `current`: these stops, or,
    /// when none is valid, `current` alone as the fallback stop (or `0` if `current` is not
    /// finite either).
    ///
    /// ```swift
    /// DiscreteStops([.nan]).resolved(current: 3).values   // [3]
    /// ```
    public func resolved(current: Double) -> DiscreteStops {
        values.isEmpty ? DiscreteStops([current.isFinite ? current : 0]) : self
    }

    /// The number of stops.
    ///
    /// ```swift
    /// DiscreteStops([0.5, 1, 2]).count   // 3
    /// ```
    package var count: Int { values.count }

    /// Whether there is no valid stop.
    ///
    /// ```swift
    /// DiscreteStops([.nan]).isEmpty   // true
    /// ```
    package var isEmpty: Bool { values.isEmpty }

    /// Whether this is a one-stop (static) slider.
    package var isStatic: Bool { values.count == 1 }

    /// The position of stop `index` along the rail, from 0 (left) to 1 (right).
    ///
    /// Stops are equally spaced; a single stop sits at the start of the rail (0, or 1 when
    /// mirrored).
    ///
    /// ```swift
    /// DiscreteStops([0, 1, 10]).position(ofStopAt: 1)                        // 0.5
    /// DiscreteStops([0, 1, 10]).position(ofStopAt: 0, direction: .rightToLeft)   // 1
    /// ```
    package func position(ofStopAt index: Int, direction: Direction = .leftToRight) -> Double {
        let fraction = values.count > 1 ? Double(index) / Double(values.count - 1) : 0
        return direction == .rightToLeft ? 1 - fraction : fraction
    }

    /// The index of the stop nearest `value` (ties go to the lower stop), or `nil` when empty
    /// or `value` is NaN.
    ///
    /// ```swift
    /// DiscreteStops([0, 1, 10]).nearestIndex(to: 6)   // 2
    /// ```
    package func nearestIndex(to value: Double) -> Int? {
        guard !values.isEmpty, !value.isNaN else { return nil }
        var low = 0
        var high = values.count
        while low < high {  // first stop >= value
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == values.count { return values.count - 1 }
        if low == 0 { return 0 }
        return value - values[low - 1] <= values[low] - value ? low - 1 : low
    }

    /// The stop nearest `value`, or `nil` when there is none.
    ///
    /// ```swift
    /// DiscreteStops([0.5, 1, 2]).nearest(to: 1.6)   // 2
    /// ```
    package func nearest(to value: Double) -> Double? {
        nearestIndex(to: value).map { values[$0] }
    }

    /// Where `value` shows on the rail (its nearest stop's position), 0…1.
    ///
    /// ```swift
    /// DiscreteStops([0, 1, 10]).position(for: 1)   // 0.5
    /// ```
    package func position(for value: Double, direction: Direction = .leftToRight) -> Double? {
        nearestIndex(to: value).map { position(ofStopAt: $0, direction: direction) }
    }

    /// The stop at rail position `position` (0…1, clamped): the one whose position is
    /// nearest, as a drag would select.
    ///
    /// ```swift
    /// DiscreteStops([0, 1, 10]).value(atPosition: 0.6)                          // 1
    /// DiscreteStops([0, 1, 10]).value(atPosition: 0.1, direction: .rightToLeft)   // 10
    /// ```
    package func value(atPosition position: Double, direction: Direction = .leftToRight) -> Double? {
        guard !values.isEmpty, !position.isNaN else { return nil }
        var fraction = min(max(position, 0), 1)
        if direction == .rightToLeft { fraction = 1 - fraction }
        let index = Int((fraction * Double(values.count - 1)).rounded(.toNearestOrAwayFromZero))
        return values[index]
    }
}
