/// A backend: turns a document (a tree and its values) into output.
///
/// Renderers are values that switch over the tree; they never depend on the DSL. The
/// ASCII and ANSI renderers produce text, the JSON renderer produces bytes.
///
/// ```swift
/// struct CountingRenderer: Renderer {
///     func render(_ document: PanelDocument) -> Int { document.root.allNodes.count }
/// }
/// let count = CountingRenderer().render(document)
/// ```
public protocol Renderer {
    /// What the renderer produces.
    associatedtype Output

    /// Renders a document.
    ///
    /// ```swift
    /// let text = try renderer.render(document)
    /// ```
    func render(_ document: PanelDocument) throws -> Output
}
