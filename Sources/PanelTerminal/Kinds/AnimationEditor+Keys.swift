import PanelKit

extension KindKeys where Self: AnimationEditorKind {
    /// Its duration by 0.05 s (fine 0.01 s, coarse 0.25 s): the spring and the transition editors.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
        ValueStep.nextDuration(of: value, direction: direction, size: size)
    }

    func activation(value: PanelValue?) -> KeyAction { .hint(ValueStep.adjustHint) }
}
