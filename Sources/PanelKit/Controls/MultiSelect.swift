/// Several options on at once, bound to a `[String]` or `Set<String>` of the chosen options'
/// values, or to an array or set of a `String`-backed `CaseIterable` enum (whose cases are the
/// options), with an optional minimum and maximum count.
///
/// The chosen values are kept in the options' order, each once; a value that is none of the
/// options, or a count outside `minCount…maxCount`, is refused with a message naming it.
///
/// ```swift
/// MultiSelect("layers", \.layers, options: ["grid", "axes", "labels"])   // var layers: Set<String> = ["grid"]
/// MultiSelect("tags", \.tags, options: [Option("hot", label: "Hot")], maxCount: 2)   // var tags: [String] = []
/// MultiSelect("shapes", \.shapes, minCount: 1)   // var shapes: Set<Shape> = [.circle], Shape: String, CaseIterable
/// ```
public struct MultiSelect<Model>: PanelContent {
    /// The item this multi-select contributes.
    ///
    /// ```swift
    /// MultiSelect<Card>("layers", \.layers, options: ["grid"]).item.name   // "layers"
    /// ```
    public let item: PanelItem<Model>

    /// A multi-select bound to an array of the chosen values, among labelled options.
    ///
    /// ```swift
    /// MultiSelect("tags", \.tags, options: [Option("hot", label: "Hot"), Option("new", label: "New")])
    /// ```
    public init(
        _ name: String, _ keyPath: WritableKeyPath<Model, [String]>, options: [Option], minCount: Int? = nil,
        maxCount: Int? = nil
    ) {
        let element = MultiSelectElement(
            label: name, options: options, minCount: minCount, maxCount: maxCount)
        item = MultiSelect.item(
            name, element, keyPath, read: { $0 }, write: { (values: [String]) throws(ValueError) in values })
    }

    /// A multi-select bound to an array of the chosen values, among options shown as stored.
    ///
    /// ```swift
    /// MultiSelect("tags", \.tags, options: ["hot", "new"], maxCount: 1)
    /// ```
    public init(
        _ name: String, _ keyPath: WritableKeyPath<Model, [String]>, options: [String], minCount: Int? = nil,
        maxCount: Int? = nil
    ) {
        self.init(name, keyPath, options: options.map { Option($0) }, minCount: minCount, maxCount: maxCount)
    }

    /// A multi-select bound to a set of the chosen values, among labelled options.
    ///
    /// ```swift
    /// MultiSelect("layers", \.layers, options: [Option("grid", label: "Grid")])
    /// ```
    public init(
        _ name: String, _ keyPath: WritableKeyPath<Model, Set<String>>, options: [Option],
        minCount: Int? = nil,
        maxCount: Int? = nil
    ) {
        let element = MultiSelectElement(
            label: name, options: options, minCount: minCount, maxCount: maxCount)
        item = MultiSelect.item(
            name, element, keyPath, read: { Array($0) },
            write: { (values: [String]) throws(ValueError) in Set(values) })
    }

    /// A multi-select bound to a set of the chosen values, among options shown as stored.
    ///
    /// ```swift
    /// MultiSelect("layers", \.layers, options: ["grid", "axes", "labels"])
    /// ```
    public init(
        _ name: String, _ keyPath: WritableKeyPath<Model, Set<String>>, options: [String],
        minCount: Int? = nil,
        maxCount: Int? = nil
    ) {
        self.init(name, keyPath, options: options.map { Option($0) }, minCount: minCount, maxCount: maxCount)
    }

    /// A multi-select over every case of a `String`-backed enum, bound to a set of cases: the
    /// options are the cases' raw values, in declaration order.
    ///
    /// ```swift
    /// enum Shape: String, Codable, CaseIterable { case circle, square }
    /// // var shapes: Set<Shape> = [.circle]
    /// MultiSelect("shapes", \.shapes, minCount: 1)
    /// ```
    public init<Value: CaseIterable & RawRepresentable & Hashable>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Set<Value>>, minCount: Int? = nil,
        maxCount: Int? = nil
    ) where Value.RawValue == String {
        let element = MultiSelectElement(
            label: name, options: Value.allCases.map { Option($0.rawValue) }, minCount: minCount,
            maxCount: maxCount)
        item = MultiSelect.item(
            name, element, keyPath, read: { $0.map(\.rawValue) },
            write: { (values: [String]) throws(ValueError) in
                Set(try MultiSelect.cases(values, of: Value.self))
            })
    }

    /// A multi-select over every case of a `String`-backed enum, bound to an array of cases
    /// (kept in declaration order).
    ///
    /// ```swift
    /// // var shapes: [Shape] = []
    /// MultiSelect("shapes", \.shapes, maxCount: 2)
    /// ```
    public init<Value: CaseIterable & RawRepresentable>(
        _ name: String, _ keyPath: WritableKeyPath<Model, [Value]>, minCount: Int? = nil, maxCount: Int? = nil
    ) where Value.RawValue == String {
        let element = MultiSelectElement(
            label: name, options: Value.allCases.map { Option($0.rawValue) }, minCount: minCount,
            maxCount: maxCount)
        item = MultiSelect.item(
            name, element, keyPath, read: { $0.map(\.rawValue) },
            write: { (values: [String]) throws(ValueError) in try MultiSelect.cases(values, of: Value.self) })
    }

    /// The cases named by `values`; a name that is no case is refused.
    private static func cases<Value: RawRepresentable>(_ values: [String], of type: Value.Type)
        throws(ValueError)
        -> [Value]
    where Value.RawValue == String {
        var out: [Value] = []
        for value in values {
            guard let chosen = Value(rawValue: value) else {
                throw ValueError("\(PanelValue.string(value)) is not a case of \(Value.self)")
            }
            out.append(chosen)
        }
        return out
    }

    /// The item for `element`, bound through `keyPath` whose value `read` turns into the
    /// chosen values (in any order: they are given in the options' order) and `write` makes
    /// from canonical ones.
    private static func item<Value>(
        _ name: String, _ element: MultiSelectElement, _ keyPath: WritableKeyPath<Model, Value>,
        read: @escaping (Value) -> [String], write: @escaping ([String]) throws(ValueError) -> Value
    ) -> PanelItem<Model> {
        let order = element.options.map(\.value)
        let binding = ValueBinding<Model>(
            read: { model in
                let chosen = Set(read(model[keyPath: keyPath]))
                let known = order.filter { chosen.contains($0) }
                // Values that are no option are kept (after the known ones), for the state to report.
                let unknown = chosen.subtracting(order).sorted()
                return .array((known + unknown).map(PanelValue.string))
            },
            write: { (model: inout Model, value: PanelValue) throws(ValueError) in
                guard let chosen = MultiSelectElement.chosen(in: value) else {
                    throw ValueError("expected an array of option values, got \(value.typedDescription)")
                }
                model[keyPath: keyPath] = try write(chosen)
            })
        return PanelItem(name: name, element: .multiSelect(element), binding: binding)
    }
}
