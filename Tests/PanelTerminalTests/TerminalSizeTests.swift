import PanelTerminal
import Testing

/// The terminal's width: the window size, then `COLUMNS`, then 80.
@Suite struct TerminalSizeTests {
    @Test func terminalWidthFallbacks() {
        #expect(TerminalSize.columns(windowColumns: 132, environment: ["COLUMNS": "90"]) == 132)
        #expect(TerminalSize.columns(windowColumns: nil, environment: ["COLUMNS": "90"]) == 90)
        #expect(TerminalSize.columns(windowColumns: 0, environment: ["COLUMNS": "x"]) == 80)
        #expect(TerminalSize.columns(windowColumns: nil, environment: [:]) == 80)
    }
}
