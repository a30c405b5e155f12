extension Panel {
    /// Stores a plain Swift value — a `Double`, `Int`, `Bool`, `String`, ``PanelCore/HexColor``,
    /// ``PanelCore/Spring`` or any ``PanelCore/PanelValueConvertible`` — for the control `id`,
    /// through the same validating path as ``set(_:for:origin:undoable:)-(PanelValue,_,_,_)``: a variable
    /// works where a literal does, without `.number(x)`.
    ///
    /// ```swift
    /// let radius = 3.4
    /// try panel.set(radius, for: "radius")   // 3
    /// ```
    @discardableResult
    public func set<Value: PanelValueConvertible>(
        _ value: Value, for id: NodeID, origin: ChangeOrigin = .code, undoable: Bool? = nil
    ) throws(ValueError) -> PanelValue {
        try set(value.panelValue, for: id, origin: origin, undoable: undoable)
    }
}

extension PanelState {
    /// Stores a plain Swift value (a `Double`, `Int`, `Bool`, `String`, or any
    /// ``PanelCore/PanelValueConvertible``) for the control `id`, as
    /// ``set(_:for:undoable:)-(PanelValue,_,_)`` does.
    ///
    /// ```swift
    /// let radius = 3.4
    /// try card.set(radius, for: "cornerRadius")   // 3
    /// ```
    @discardableResult
    public func set<Value: PanelValueConvertible>(_ value: Value, for id: NodeID, undoable: Bool = false)
        throws(ValueError) -> PanelValue
    {
        try set(value.panelValue, for: id, undoable: undoable)
    }
}

extension PanelStore {
    /// Stores a plain Swift value (a `Double`, `Int`, `Bool`, `String`, or any
    /// ``PanelCore/PanelValueConvertible``) through its panel's validating path, as
    /// ``set(_:for:origin:)-(PanelValue,_,_)`` does.
    ///
    /// ```swift
    /// let blur = 12.0
    /// try store.set(blur, for: "Shadow.blur")
    /// ```
    @discardableResult
    public func set<Value: PanelValueConvertible>(
        _ value: Value, for id: NodeID, origin: ChangeOrigin = .code
    ) throws(ValueError) -> PanelValue {
        try set(value.panelValue, for: id, origin: origin)
    }
}
