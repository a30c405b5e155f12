/// What is drawn between a dialog and the content it covers (DDDialog's `DialogOverlay`):
/// nothing, a dim colour at an opacity, or a blur.
///
/// The terminal backends draw a dim overlay as dimmed colours of the cells below (ANSI) or as
/// a shading character (ASCII); they cannot blur, so a blur is drawn as a dim overlay too,
/// darker for ``BlurStyle/dark``. A frontend that can blur does.
///
/// Primitive form: `{"type": "none"}`, `{"type": "dim", "color": "#000000", "opacity": 0.4}`
/// or `{"type": "blur", "style": "dark"}`.
///
/// ```swift
/// let overlay = DialogOverlay.dim("#000000", opacity: 0.5)
/// overlay.panelValue   // ["type": "dim", "color": "#000000", "opacity": 0.5]
/// DialogOverlay.blur(.dark).opacity   // 0.6
/// ```
public enum DialogOverlay: Hashable, Sendable, PrimitiveCodable {
    /// Nothing: the content stays as it is around the dialog.
    ///
    /// ```swift
    /// DialogElement(overlay: .none)
    /// ```
    case none
    /// A colour laid over the content at an opacity from 0 to 1.
    ///
    /// ```swift
    /// DialogOverlay.dim("#000000", opacity: 0.5)
    /// ```
    case dim(HexColor, opacity: Double)
    /// A blur of the content.
    ///
    /// ```swift
    /// DialogOverlay.blur(.regular)
    /// ```
    case blur(BlurStyle)

    /// The default overlay of a Bool-presented dialog: black at 40 %, as DDDialog's.
    ///
    /// ```swift
    /// DialogOverlay.default   // .dim("#000000", opacity: 0.4)
    /// ```
    public static let `default` = DialogOverlay.dim(HexColor(red: 0, green: 0, blue: 0), opacity: 0.4)

    /// How strongly the overlay hides the content, from 0 (not at all) to 1: a dim overlay's
    /// opacity, 0.6 for a dark blur, 0.3 for a light one and 0.45 for a regular one.
    ///
    /// ```swift
    /// DialogOverlay.none.opacity   // 0
    /// ```
    package var opacity: Double {
        switch self {
        case .none: 0
        case .dim(_, let opacity): min(1, max(0, opacity))
        case .blur(let style): style == .dark ? 0.6 : style == .light ? 0.3 : 0.45
        }
    }

    /// Reads the primitive form.
    ///
    /// ```swift
    /// try DialogOverlay(panelValue: ["type": "blur", "style": "dark"])   // .blur(.dark)
    /// ```
    public init(panelValue: PanelValue) throws(ValueError) {
        guard case .object(let object) = panelValue else {
            throw ValueError(
                "expected an overlay object, got \(panelValue.typeName) \(panelValue.description)")
        }
        switch object["type"] {
        case .string("none"):
            self = .none
        case .string("dim"):
            let color = try object["color"].map { value throws(ValueError) in try HexColor(panelValue: value)
            }
            let opacity = try panelValue.finiteNumber(at: "opacity")
            guard (0...1).contains(opacity) else {
                throw ValueError("overlay opacity must be between 0 and 1, got \(PanelValue.format(opacity))")
            }
            self = .dim(color ?? HexColor(red: 0, green: 0, blue: 0), opacity: opacity)
        case .string("blur"):
            guard case .string(let name)? = object["style"], let style = BlurStyle(named: name) else {
                throw ValueError(
                    "overlay blur \"style\" must be one of \(BlurStyle.names.joined(separator: ", "))")
            }
            self = .blur(style)
        default:
            throw ValueError(
                "overlay \"type\" must be \"none\", \"dim\" or \"blur\", got \(object["type"]?.description ?? "nothing")"
            )
        }
    }

    /// The primitive form.
    ///
    /// ```swift
    /// DialogOverlay.blur(.dark).panelValue   // ["type": "blur", "style": "dark"]
    /// ```
    public var panelValue: PanelValue {
        switch self {
        case .none: ["type": "none"]
        case .dim(let color, let opacity):
            ["type": "dim", "color": color.panelValue, "opacity": .number(opacity)]
        case .blur(let style): ["type": "blur", "style": .string(style.name)]
        }
    }
}
