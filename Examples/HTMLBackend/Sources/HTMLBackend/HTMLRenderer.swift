import PanelKit

/// A backend outside PanelKit: renders a document as a static, self-contained HTML page
/// (one file, its style sheet inside, no script), for a report or a documentation snapshot
/// of a panel.
///
/// Every node kind becomes its HTML counterpart: a slider an `<input type="range">` with
/// its stops in a `<datalist>`, a toggle a switch, a colour a swatch with its alpha, a
/// picker a `<select>`, spring and transition editors their curve as SVG, folders
/// `<details>`, boxes `<fieldset>`, stacks flex boxes. The children of a screen are placed
/// by the frames PanelKit's ``LayoutEngine`` solves (in cells, see ``HTMLStyleSheet``); when
/// the layout fails they flow with CSS and the page says why. A kind this backend does not
/// know renders as its children with a note. Controls are shown, not live: they are
/// disabled, and each carries its value as text beside it.
///
/// ```swift
/// let html = HTMLRenderer(width: 80).render(document)
/// try html.write(toFile: "card.html", atomically: true, encoding: .utf8)
/// ```
public struct HTMLRenderer: Renderer, Sendable {
    /// The columns screens are laid out at.
    public var width: Int
    /// The page title; the root's label when `nil`.
    public var title: String?
    /// The CSS embedded in the page.
    public var styleSheet: String

    /// Creates a renderer.
    ///
    /// ```swift
    /// let renderer = HTMLRenderer(width: 100, title: "Card tuning")
    /// ```
    public init(width: Int = 80, title: String? = nil, styleSheet: String = HTMLStyleSheet.standard) {
        self.width = max(1, width)
        self.title = title
        self.styleSheet = styleSheet
    }

    /// The whole page: doctype, head with the style sheet, and the body.
    ///
    /// ```swift
    /// let page = HTMLRenderer().render(document)   // "<!DOCTYPE html>\n<html lang=\"en\">…"
    /// ```
    public func render(_ document: PanelDocument) -> String {
        let name = title ?? document.root.element.label ?? "Panel"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="PanelKit HTMLBackend">
            <title>\(HTMLText.escape(name))</title>
            <link rel="icon" href="data:,">
            <style>
            \(styleSheet)
            </style>
            </head>
            <body>
            \(renderBody(document))</body>
            </html>

            """
    }

    /// The markup of the tree alone, to embed in another page.
    ///
    /// ```swift
    /// let fragment = HTMLRenderer().renderBody(document)   // "<section class=\"pk-panel\" …"
    /// ```
    public func renderBody(_ document: PanelDocument) -> String {
        var writer = HTMLWriter(
            values: document.values, samples: document.samples, layout: layout(of: document.root))
        writer.write(document.root, path: [])
        return writer.output
    }

    /// The frames of the tree when it holds a screen (nothing to place otherwise), or the
    /// layout's error text.
    private func layout(of root: Node) -> Result<LayoutResult, LayoutError>? {
        let hasScreen = root.allNodes.contains {
            if case .screen = $0.element { return true }
            return false
        }
        guard hasScreen else { return nil }
        do {
            return .success(try LayoutEngine().layout(root, width: width))
        } catch {
            return .failure(error)
        }
    }
}
