import PanelCore

/// A document read by `decodeReporting(bytes:)`, with what the reader noticed
/// but accepted.
///
/// - **Notes**: a value stored in another form than written — `"#33ccff"` as `"#33CCFF"`,
///   `1234` on a slider with step 50 as `1250`, `60` on a `0...48` slider as `48`. The
///   document holds the canonical value.
/// - **Warnings**: what is most likely a typo, each with its JSON path and the known name it
///   most likely meant: a kind this version does not know (kept, for a newer version), a
///   property its kind does not know (kept), an unknown member of `modifiers` (ignored), a
///   value for an id the tree does not have (kept).
///
/// Errors are thrown instead (a ``JSONDecodingError``); a strict decoder throws notes and
/// warnings as errors too.
///
/// ```swift
/// let decoded = try TreeDecoder().decodeReporting(text)
/// decoded.diagnostics.map(\.description)
/// // ["$.root.children[0].kind: warning: unknown kind \"slidr\" (…); did you mean \"slider\"?"]
/// ```
package struct DecodedDocument: Hashable, Sendable {
    /// The document, its values in canonical form.
    package var document: PanelDocument
    /// The notes and warnings, tree problems first (in tree order), then values (by id).
    package var diagnostics: [JSONProblem]

    /// Creates a decoded document.
    ///
    /// ```swift
    /// DecodedDocument(document: document, diagnostics: [])
    /// ```
    package init(document: PanelDocument, diagnostics: [JSONProblem]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The notes alone.
    package var notes: [JSONProblem] { diagnostics.filter { $0.severity == .note } }
    /// The warnings alone.
    package var warnings: [JSONProblem] { diagnostics.filter { $0.severity == .warning } }
}
