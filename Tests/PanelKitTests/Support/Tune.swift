import PanelKit

/// A small model for the state and session tests.
struct Tune: Codable, Equatable, Sendable {
    var radius = 24.0
    var fill = "#3366ff"
    var isOn = true
    var mode = "basic"
    var blur = 60.0
    var speed = 1.0
}

extension Tune {
    /// A panel over `Tune` in its own store: `radius` 0…48 step 1, `fill`, `isOn`, `mode`
    /// (basic, advanced), `blur` 0…48 (shown only in advanced mode), `motion.speed` (stops,
    /// disabled while `isOn` is false) and `motion.shuffle`.
    static func panel(
        store: PanelStore = PanelStore(), onAction: (@Sendable (String) -> Void)? = nil
    ) -> PanelState<Tune> {
        PanelState("Tune", initial: Tune(), store: store) {
            Slider("radius", \.radius, in: 0...48, step: 1)
            ColorPicker("fill", \.fill)
            Toggle("isOn", \.isOn)
            Picker("mode", \.mode, options: ["basic", "advanced"])
            Slider("blur", \.blur, in: 0...48).visible(when: .equals("mode", "advanced"))
            Folder("motion") {
                Slider("speed", \.speed, stops: [0.5, 1, 2]).disabled(when: .equals("isOn", false))
                Button("shuffle")
            }
        } onAction: { path in
            onAction?(path)
        }
    }
}
