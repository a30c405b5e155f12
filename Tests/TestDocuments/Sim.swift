import PanelKit

/// The running program the monitor tests watch: a model with a frame rate, a count, a phase, a
/// running flag and one control, and the panel its monitors sit in (a number monitor `fps`,
/// drawn as the test asks, and a text monitor `phase`).
///
/// ```swift
/// let panel = Sim.panel(fps: MonitorElement(label: "fps", graph: .automatic))
/// let state = PanelState("sim", initial: Sim(), store: nil) { Monitor("fps", \.fps) }
/// ```
package struct Sim: Codable, Equatable, Sendable {
    package var fps = 60.0
    package var count = 0
    package var phase = "idle"
    package var running = false
    package var gravity = 9.8

    package init() {}

    /// A panel titled `sim` holding the number monitor `fps` (as `fps` describes it) and the
    /// text monitor `phase`.
    package static func document(fps: MonitorElement) -> PanelDocument {
        PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "sim")),
                children: [
                    Node(id: "fps", element: .monitor(fps)),
                    Node(id: "phase", element: .monitor(MonitorElement(label: "phase", type: .text))),
                ]))
    }

    /// The panel of ``document(fps:)``, its monitors empty.
    package static func panel(fps: MonitorElement) -> Panel {
        Panel(document(fps: fps))
    }
}
