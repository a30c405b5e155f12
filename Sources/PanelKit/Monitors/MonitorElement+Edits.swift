extension MonitorElement {
    /// Why an edit naming the monitor `id` is refused: a monitor is the program's to write.
    ///
    /// ```swift
    /// MonitorElement.refusal(writing: "fps").description
    /// // "fps: a monitor is read-only: the running program writes it (record it from code)"
    /// ```
    package static func refusal(writing id: NodeID) -> ValueError {
        ValueError(
            "a monitor is read-only: the running program writes it (record it from code)", id: id,
            code: .wrongKind)
    }
}
