/// Small documents as JSON text, for the command and session tests.
///
/// ```swift
/// let document = try TreeDecoder().decode(Documents.small)
/// ```
package enum Documents {
    /// A panel with a slider, a toggle, a text field and a folder holding a picker and a button.
    package static let small = """
        {"format": "panelkit", "version": 1,
         "root": {"kind": "panel", "title": "Small", "children": [
           {"kind": "slider", "id": "size", "label": "size", "range": [0, 10], "step": 1},
           {"kind": "toggle", "id": "on", "label": "on"},
           {"kind": "textField", "id": "name", "label": "name"},
           {"kind": "folder", "id": "more", "label": "more", "children": [
             {"kind": "picker", "id": "more.mode", "label": "mode", "options": ["a", "b", "c"]},
             {"kind": "button", "id": "more.go", "label": "go"}
           ]}
         ]},
         "values": {"size": 4, "on": true, "name": "box", "more.mode": "a"}}
        """

    /// A document with three problems in different places.
    package static let broken = """
        {"format": "panelkit", "version": 1,
         "root": {"kind": "panel", "children": [
           {"kind": "slider", "id": "a", "range": [10, 2]},
           {"kind": "picker", "id": "b", "options": []},
           {"kind": "toggle", "id": "c"}
         ]},
         "values": {"c": "yes"}}
        """
}
