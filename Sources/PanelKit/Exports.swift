// PanelKit re-exports the layers below it, so `import PanelKit` is all an author needs.
@_exported import PanelCore
@_exported import PanelJSON
@_exported import PanelLayout
@_exported import PanelText
