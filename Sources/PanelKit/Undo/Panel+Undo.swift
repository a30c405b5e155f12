extension Panel {
    /// Whether there is a step to undo.
    ///
    /// ```swift
    /// if panel.canUndo { panel.undo() }
    /// ```
    public var canUndo: Bool { storage.withLock { !$0.undoSteps.isEmpty } }

    /// Whether there is a step to redo.
    ///
    /// ```swift
    /// if panel.canRedo { panel.redo() }
    /// ```
    public var canRedo: Bool { storage.withLock { !$0.redoSteps.isEmpty } }

    /// How many steps the history keeps (100 by default); older steps are forgotten.
    ///
    /// ```swift
    /// panel.undoLimit = 500
    /// ```
    public var undoLimit: Int {
        get { storage.withLock { $0.undoSteps.limit } }
        set { storage.withLock { $0.undoSteps.limit = newValue } }
    }

    /// Undoes the last committed edit, preset load, clear, deletion or configuration;
    /// returns whether there was one.
    ///
    /// ```swift
    /// try panel.set(30, for: "radius")
    /// panel.undo()   // radius is back where it was
    /// ```
    @discardableResult
    public func undo() -> Bool {
        (try? apply(.undo)) != nil
    }

    /// Redoes the last undone step; returns whether there was one.
    ///
    /// ```swift
    /// panel.redo()
    /// ```
    @discardableResult
    public func redo() -> Bool {
        (try? apply(.redo)) != nil
    }
}
