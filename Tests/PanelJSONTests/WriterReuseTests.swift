import PanelCore
@_spi(Internals) import PanelJSON
import Testing

/// A writer kept for document after document (as ``JSONRenderer/encode(_:with:)`` asks)
/// reuses the room of the values map's bookkeeping from the document before: what it writes
/// must never depend on what it wrote before.
@Suite struct WriterReuseTests {
    /// Each of a run of random documents, big and small, pretty and compact, with and
    /// without accessibility, reads the same from a writer used for all the others before
    /// as from a fresh one.
    @Test func aReusedWriterWritesWhatAFreshOneWrites() throws {
        var trees = RandomTrees(seed: 1207)
        let renderers = [
            JSONRenderer(), JSONRenderer(describesAccessibility: false), JSONRenderer(style: .pretty),
        ]
        var reused = JSONWriter()
        var documents: [PanelDocument] = []
        for index in 0..<60 {
            // Shrinking and growing: the values of the one before outnumber these, or not.
            documents.append(trees.document(maxDepth: index % 3 == 0 ? 5 : 2))
        }
        for (index, document) in documents.enumerated() {
            let renderer = renderers[index % renderers.count]
            try renderer.encode(document, with: &reused)
            var fresh = JSONWriter()
            try renderer.encode(document, with: &fresh)
            #expect(reused.bytes.elementsEqual(fresh.bytes), "document \(index)")
        }
    }

    /// Copies of one writer, each used on its own thread at the same time: each takes room
    /// of its own for the values map (a copy shares the room it was made with only until
    /// it writes).
    @Test func copiesOfAWriterWriteAtTheSameTimeUnharmed() async throws {
        var trees = RandomTrees(seed: 88)
        let documents = (0..<4).map { _ in trees.document(maxDepth: 6) }
        let expected = try documents.map { document in
            var fresh = JSONWriter()
            try JSONRenderer().encode(document, with: &fresh)
            return fresh.bytes
        }
        var shared = JSONWriter()
        try JSONRenderer().encode(documents[0], with: &shared)
        let original = shared
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in documents.indices {
                group.addTask {
                    var writer = original
                    var wrong = 0
                    for _ in 0..<60 {
                        try JSONRenderer().encode(documents[index], with: &writer)
                        if !writer.bytes.elementsEqual(expected[index]) { wrong += 1 }
                    }
                    return wrong
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    /// The same document twice in a row, then another, then the first again: the values map
    /// (its copies of value texts, its springs and transitions) comes out the same each time.
    @Test func theSameDocumentAgainReadsTheSame() throws {
        let spring = Spring.time(duration: 0.35, bounce: 0.24).panelValue
        let first = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "First")),
                children: [
                    Node(id: "name", element: .textField(TextFieldElement(label: "Name"))),
                    Node(id: "bounce", element: .springEditor(SpringEditorElement(label: "Bounce"))),
                ]),
            values: ["name": .string("a \"quoted\" name, long enough"), "bounce": spring])
        let second = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Second")),
                children: [Node(id: "on", element: .toggle(ToggleElement(label: "On")))]),
            values: ["on": .bool(true), "kept": .string("not in the tree")])
        var reused = JSONWriter()
        var writings: [[UInt8]] = []
        for document in [first, first, second, first] {
            try JSONRenderer().encode(document, with: &reused)
            writings.append(reused.bytes)
        }
        var fresh = JSONWriter()
        try JSONRenderer().encode(first, with: &fresh)
        #expect(writings[0] == fresh.bytes)
        #expect(writings[1] == fresh.bytes)
        #expect(writings[3] == fresh.bytes)
        try JSONRenderer().encode(second, with: &fresh)
        #expect(writings[2] == fresh.bytes)
    }
}
