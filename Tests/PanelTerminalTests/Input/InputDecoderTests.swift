import TestSupport
import Testing

@testable import PanelTerminal

@Suite struct InputDecoderTests {
    private func events(_ text: String) -> [InputEvent] {
        InputDecoder.events(in: Array(text.utf8))
    }

    private func key(_ code: Key.Code, _ modifiers: Key.Modifiers = []) -> InputEvent {
        .key(Key(code, modifiers: modifiers))
    }

    @Test func printableAndControlKeys() {
        #expect(events("jk/") == [key(.character("j")), key(.character("k")), key(.character("/"))])
        #expect(
            events("\r\n\t\u{7F}\u{08}") == [
                key(.enter), key(.enter), key(.tab), key(.backspace), key(.backspace),
            ])
        #expect(events("\u{03}\u{1A}") == [key(.character("c"), .control), key(.character("z"), .control)])
        #expect(
            events("é日🇫🇷") == [
                key(.character("é")), key(.character("日")), key(.character("🇫")), key(.character("🇷")),
            ])
    }

    @Test func csiAndSS3Keys() {
        #expect(
            events("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
        #expect(events("\u{1B}OA\u{1B}OH\u{1B}OP") == [key(.up), key(.home), key(.function(1))])
        #expect(
            events("\u{1B}[1;2C\u{1B}[1;5D\u{1B}[1;3A") == [
                key(.right, .shift), key(.left, .control), key(.up, .alt),
            ])
        #expect(
            events("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[15~\u{1B}[24~\u{1B}[Z") == [
                key(.delete), key(.pageUp), key(.pageDown), key(.function(5)), key(.function(12)),
                key(.tab, .shift),
            ])
    }

    @Test func sgrMouse() {
        #expect(
            events("\u{1B}[<0;5;3M") == [.mouse(MouseEvent(button: .left, action: .press, column: 4, row: 2))]
        )
        #expect(
            events("\u{1B}[<0;7;3m") == [
                .mouse(MouseEvent(button: .left, action: .release, column: 6, row: 2))
            ])
        #expect(
            events("\u{1B}[<32;9;3M") == [.mouse(MouseEvent(button: .left, action: .drag, column: 8, row: 2))]
        )
        #expect(
            events("\u{1B}[<35;1;1M") == [.mouse(MouseEvent(button: .none, action: .move, column: 0, row: 0))]
        )
        #expect(
            events("\u{1B}[<64;2;2M\u{1B}[<65;2;2M") == [
                .mouse(MouseEvent(button: .wheelUp, action: .press, column: 1, row: 1)),
                .mouse(MouseEvent(button: .wheelDown, action: .press, column: 1, row: 1)),
            ])
        #expect(
            events("\u{1B}[<18;100;40M")
                == [
                    .mouse(
                        MouseEvent(button: .right, action: .press, column: 99, row: 39, modifiers: .control))
                ])
        // Malformed reports are dropped whole.
        #expect(events("\u{1B}[<0;0;3M\u{1B}[<0;1M\u{1B}[<999;1;1Mq") == [key(.character("q"))])
    }

    @Test func bracketedPasteIsOneEventEvenAcrossReads() {
        #expect(
            events("\u{1B}[200~hello\u{1B}[A world\u{1B}[201~x") == [
                .paste("hello\u{1B}[A world"), key(.character("x")),
            ])
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~ab".utf8)) == [])
        #expect(decoder.decode(Array("c\u{1B}[20".utf8)) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [])  // an open paste waits for its end
        #expect(decoder.decode(Array("1~".utf8)) == [.paste("abc")])
        #expect(!decoder.hasPending)
    }

    @Test func focusReports() {
        #expect(events("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
    }

    @Test func escapeVersusAlt() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.hasPending)
        // Escape then a key in the same read is Alt with that key.
        #expect(decoder.decode(Array("\u{1B}x".utf8)) == [key(.character("x"), .alt)])
        // Escape, then the rest of a sequence in the next read: still the sequence.
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[1;2".utf8)) == [])
        #expect(decoder.decode(Array("B".utf8)) == [key(.down, .shift)])
        #expect(events("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
    }

    @Test func splitUTF8WaitsForItsEnd() {
        var decoder = InputDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode([bytes[0]]) == [])
        #expect(decoder.decode([bytes[1]]) == [])
        #expect(decoder.decode([bytes[2]]) == [key(.character("日"))])
        #expect(
            InputDecoder.events(in: [0xFF, 0xE6, 0x41]) == [
                key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("A")),
            ])
    }

    @Test func unknownSequencesAreDroppedNotTyped() {
        #expect(events("\u{1B}[99~\u{1B}[?1;2cq") == [key(.character("q"))])
        // An unfinished sequence at the end is dropped by flush.
        #expect(events("a\u{1B}[12") == [key(.character("a"))])
    }

    @Test func randomBytesNeverTrapAndSplittingDoesNotChangeTheResult() {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 { random.next() }
        let alphabet: [UInt8] =
            Array("\u{1B}[<;0123456789MmABCD~O I".utf8) + [0x00, 0x7F, 0xE6, 0x97, 0xA5, 0xC3]
        for _ in 0..<300 {
            let bytes = (0..<Int(next() % 40)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let whole = InputDecoder.events(in: bytes)
            var decoder = InputDecoder()
            var split: [InputEvent] = []
            // One byte at a time, without flushing in between, is the same input.
            for byte in bytes { split += decoder.decode([byte]) }
            split += decoder.flush()
            #expect(whole == split, "\(bytes)")
        }
    }
}
