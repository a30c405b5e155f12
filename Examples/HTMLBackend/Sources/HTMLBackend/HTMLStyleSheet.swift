/// The style sheet the HTML backend embeds in every page, so the page needs no other file.
///
/// Screens are laid out by the frames PanelKit's layout engine computes, in cells: a cell is
/// `--pk-cell-width` wide and `--pk-cell-height` high, so a frame `(x, y) w×h` becomes
/// `left: calc(x * var(--pk-cell-width))` and so on. Everything else flows with CSS.
///
/// ```swift
/// let css = HTMLStyleSheet.standard
/// ```
public enum HTMLStyleSheet {
    /// The default style sheet.
    public static let standard = """
        :root { --pk-cell-width: 1ch; --pk-cell-height: 2rem; --pk-accent: #2563eb; --pk-muted: #6b7280;
          --pk-border: #d1d5db; color-scheme: light; }
        body { font: 14px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; margin: 1.5rem; color: #111827;
          background: #f9fafb; }
        .pk-panel { width: fit-content; min-width: 36rem; background: #fff; border: 1px solid var(--pk-border); border-radius: 10px;
          padding: 0.75rem 1rem; }
        .pk-panel > h1 { font-size: 1.1rem; margin: 0 0 0.5rem; }
        .pk-row { display: grid; grid-template-columns: 11rem 1fr auto; align-items: center; gap: 0.5rem;
          min-height: 2rem; }
        .pk-row > label, .pk-row > .pk-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .pk-row output { color: var(--pk-muted); min-width: 6ch; text-align: right; }
        .pk-row input[type=range] { width: 100%; accent-color: var(--pk-accent); }
        .pk-row input[type=text], .pk-row select { font: inherit; padding: 0.2rem 0.4rem; }
        .pk-swatch { display: inline-block; width: 1.6rem; height: 1.1rem; border: 1px solid var(--pk-border);
          border-radius: 3px; vertical-align: middle;
          background-image: linear-gradient(var(--pk-color), var(--pk-color)),
            repeating-conic-gradient(#ccc 0 25%, #fff 0 50%); background-size: auto, 8px 8px; }
        .pk-curve { display: flex; align-items: center; gap: 0.5rem; }
        .pk-curve svg { width: 4rem; height: 1.6rem; stroke: var(--pk-accent); fill: none; stroke-width: 2;
          background: #f3f4f6; border-radius: 3px; overflow: visible; }
        .pk-stack { display: flex; }
        .pk-stack.pk-vertical { flex-direction: column; }
        .pk-stack.pk-horizontal { flex-direction: row; align-items: flex-start; }
        .pk-stack.pk-depth { display: grid; }
        .pk-stack.pk-depth > * { grid-area: 1 / 1; }
        .pk-spacer { flex: 1 1 0; }
        details.pk-folder { border-top: 1px solid var(--pk-border); margin-top: 0.25rem; padding-top: 0.25rem; }
        details.pk-folder > summary { cursor: pointer; font-weight: 600; min-height: 1.6rem; }
        details.pk-folder > .pk-children { padding-left: 1rem; }
        .pk-tablist { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid var(--pk-border); margin-bottom: 0.25rem; }
        .pk-tab { font: inherit; color: inherit; background: none; border: 1px solid transparent; border-bottom: none; border-radius: 4px 4px 0 0; padding: 0.15rem 0.6rem; }
        .pk-tab[aria-selected="true"] { border-color: var(--pk-border); font-weight: 600; }
        fieldset.pk-box { border: 1px solid var(--pk-border); border-radius: 6px; margin: 0; padding: 0.25rem 0.5rem; }
        fieldset.pk-box.pk-border-double { border: 3px double var(--pk-border); }
        fieldset.pk-box.pk-border-heavy { border-width: 2px; border-color: #6b7280; }
        fieldset.pk-box.pk-border-rounded { border-radius: 12px; }
        .pk-screen { position: relative; background: #fff; border: 1px dashed var(--pk-border); }
        .pk-screen > .pk-placed { position: absolute; box-sizing: border-box; overflow: hidden; }
        .pk-screen-title { position: absolute; top: 0; left: 0; margin: 0; font-size: 1em; line-height: var(--pk-cell-height);
          padding-left: 1ch; }
        .pk-screen.pk-flow > .pk-screen-title { position: static; }
        .pk-screen.pk-flow { display: flex; flex-direction: column; gap: 0.25rem; padding: 0.5rem; }
        .pk-unknown { border-left: 3px solid #f59e0b; padding-left: 0.5rem; }
        .pk-note, .pk-layout-note { color: #92400e; font-size: 0.85em; margin: 0.2rem 0; }
        .pk-disabled { opacity: 0.5; }
        button.pk-button { font: inherit; padding: 0.25rem 0.9rem; border-radius: 6px; border: 1px solid var(--pk-border);
          background: #f3f4f6; }
        .pk-dialog { border: 1px solid #6b7280; border-radius: 8px; padding: 0.5rem 1rem; margin: 0.5rem 0;
          box-shadow: 0 6px 20px rgba(0,0,0,0.15); background: #fff; }
        button.pk-floating { border-radius: 999px; background: var(--pk-accent); color: #fff; border: 0; }
        hr.pk-divider { border: 0; border-top: 1px solid var(--pk-border); margin: 0.4rem 0; }
        """
}
