import HTMLBackend
import Testing

@Suite struct MarkdownRendererTests {
    /// Checked by eye against the fixture: every visible node, folders and boxes nested, the
    /// hidden text left out, unknown kinds listed, hostile text escaped; a tabs folder names its
    /// tabs (the open one in bold) and shows the open tab's rows only.
    @Test func theKitchenSinkAsAnOutline() throws {
        let markdown = MarkdownRenderer().render(try Fixture.document("kitchen-sink"))
        #expect(
            markdown == """
                # Every kind

                - **radius**: 12.5 pt
                - **speed**: 1.25
                - **enabled**: on
                - **name**: Ada
                - **tint**: \\#3366FF80
                - **style**: Solid
                - **motion**
                  - **spring**: stiffness 200.0 damping 20.0 mass 1.00
                  - **transition**: bezier\\(0.10, 0.20, 0.30, 1.00\\) 0.50s
                  - \\[shuffle\\] (button)
                - **seed**: 42
                - **spawn**: 2.0 – 8.5 s
                - **layers**: grid, labels
                - **offset**: x 8.0, y −3.0 px
                - **fps**: 60.0 Hz, min 58.5 Hz, max 60.0 Hz
                - **look** (tabs: Fill | **Shadow**)
                  - **blur**: 12
                - left
                - right
                - **About**
                  - \\<script\\>alert\\(1\\)\\</script\\> & "quotes"
                - \\[locked\\] (button) (disabled)
                - load: 0.75 (gauge)
                - first page
                - **Profile**
                  - **Header**
                  - below the header

                """)
    }

    @Test func escapingKeepsTextInline() {
        #expect(MarkdownRenderer.escape("# a\n*b*") == "\\# a \\*b\\*")
        #expect(MarkdownRenderer.escape("[x](javascript:1)") == "\\[x\\]\\(javascript:1\\)")
    }
}
