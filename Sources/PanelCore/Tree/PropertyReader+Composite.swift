extension PropertyReader {
    /// A composite value (a spring, a transition, an overlay) read from its primitive form
    /// by `make` if present; a malformed one is a problem at `key` with `make`'s message.
    ///
    /// ```swift
    /// let spring = reader.composite("animation") { value throws(ValueError) in try Spring(panelValue: value) }
    /// ```
    package mutating func composite<Value>(
        _ key: String, _ make: (PanelValue) throws(ValueError) -> Value
    ) -> Value? {
        guard let raw = value(key), raw != .null else { return nil }
        do {
            return try make(raw)
        } catch {
            report(error.message, at: key)
            return nil
        }
    }
}
