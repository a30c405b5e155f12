import PanelKit

/// DDDialog's example dialog: one case a placement, each with its message; the center one
/// dims with an effect, the others with black at half opacity, and none is dismissed by a tap
/// outside.
///
/// ```swift
/// let dialog = DialogPresenter().item(MyDialog.self)
/// dialog.wrappedValue = .center(message: "Delete it?")
/// ```
package enum MyDialog: Dialog {
    case top(message: String)
    case center(message: String)
    case bottom(message: String)

    package var placement: DialogPlacement {
        switch self {
        case .top: return .top
        case .center: return .center
        case .bottom: return .bottom
        }
    }

    package var shouldDismissOnTapOutside: Bool {
        false
    }

    package var overlay: DialogOverlay {
        switch self {
        case .center: return .effect(.dark)
        default: return .color(.black.opacity(0.5))
        }
    }
}
