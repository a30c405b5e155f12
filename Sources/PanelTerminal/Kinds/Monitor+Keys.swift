import PanelKit

/// Read-only: keys and the mouse change nothing on a monitor (it is never focused).
extension MonitorElement: KindKeys {}
