import Foundation
import Testing
import RowPreviews
import RowScene
import RowTestSupport

// Calls whose text trips a scanner that does not know Swift's strings, comments and brackets.
#Preview("Brace } and \"quote\" (", traits: .fixedLayout(width: 200, height: 44)) {
    // A comment with a brace: }
    /* a block comment { with /* a nested one } */ */
    Text("}{)(\("interpolated, \"nested\" (".count)")
}

#Preview(#"Raw "string" \(not interpolated)"#, traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text("""
        A multi-line string with a closing brace }
        """)
}

#Preview("Labeled body", body: {
    Text("passed as body:")
})

#Preview(traits: .fixedLayout(width: 120, height: 30)) { Text("Traits, no name") }

// State of the preview's own, as Xcode 16's previews declare it.
#Preview("Previewable state", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    @Previewable @State var title = "Items"
        .uppercased()
    Text("\(title): \(count)")
        .onAppear { count += 2 }
}

@MainActor @Suite struct PreviewPluginTests {
    @Test func callsWithBracesInStringsAndCommentsExpand() throws {
        let previews = RowPreviews.all().filter { $0.fileID.hasSuffix("PreviewPluginTests.swift") }
        #expect(previews.map(\.title) == ["Brace } and \"quote\" (", #"Raw "string" \(not interpolated)"#, "Labeled body",
                                          "PreviewPluginTests.swift:24", "Previewable state"])
        #expect(previews.map(\.line) == [8, 14, 20, 24, 27])
        #expect(previews.map(\.layout) == [.fixed(width: 200, height: 44), .sizeThatFits, .device, .fixed(width: 120, height: 30),
                                           .sizeThatFits])
        let canvas = try TestSupport.renderer.render(RowPreviews.request(previews[0], scheme: .light))
        #expect("\(canvas.width)×\(canvas.height)" == "600×132")
    }

    /// `@Previewable` variables are the preview's state: kept in the view graph (its
    /// `onAppear` writes 3 → 5, and the text shows it), initializers spanning lines included.
    @Test func previewableVariablesAreThePreviewsState() throws {
        let entry = try #require(RowPreviews.all().first { $0.name == "Previewable state" })
        let layout = try TestSupport.renderer.layout(RowPreviews.request(entry, scheme: .light))
        let texts = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }
        #expect(texts.joined() == "ITEMS: 5")
    }

    /// The plugin program, driven over the compiler's protocol as the compiler drives it.
    struct Plugin {
        let process = Process()
        let input = Pipe(), output = Pipe()

        init() throws {
            let path = TestSupport.root.appendingPathComponent(".build/debug/RowPreviewMacros-tool").path
            try #require(FileManager.default.isExecutableFile(atPath: path), "build first (swift build --build-tests)")
            process.executableURL = URL(fileURLWithPath: path)
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        /// Sends one message and reads the reply; nil when the plugin closed its output.
        func send(_ message: [String: Any]) throws -> [String: Any]? {
            let json = try JSONSerialization.data(withJSONObject: message)
            var length = UInt64(json.count).littleEndian
            input.fileHandleForWriting.write(Data(bytes: &length, count: 8) + json)
            let header = output.fileHandleForReading.readData(ofLength: 8)
            guard header.count == 8 else { return nil }
            let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
            let reply = output.fileHandleForReading.readData(ofLength: count)
            return try JSONSerialization.jsonObject(with: reply) as? [String: Any]
        }

        /// Closes the plugin's input, as the compiler does when it is done, and waits for its exit.
        func finish() -> Int32 {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test func thePluginSpeaksTheCompilersProtocol() throws {
        let plugin = try Plugin()
        let capability = try plugin.send(["getCapability": ["capability": ["protocolVersion": 7]]])
        #expect((capability?["getCapabilityResult"] as? [String: [String: Int]])?["capability"]?["protocolVersion"] == 7)

        let good = try #require(try plugin.send(Self.expand("#Preview(\"Row\") { Text(\"x\") }"))?["expandMacroResult"] as? [String: Any])
        let source = try #require(good["expandedSource"] as? String)
        #expect(source.contains("@section(\"rowframe_previews\") @used"))
        #expect(source.contains("name: \"Row\", fileID: \"Rows/Row.swift\", line: 4"))
        #expect(source.contains("static func body() -> AnyView { RowPreviewBody.make { Text(\"x\") } }"))
        // Names are the compiler's unique names for this expansion.
        #expect(source.contains("enum $s4Rows0031Row_swiftfMX4_0_33_fMf_10RowPreviewfMu_ {"))
        #expect((good["diagnostics"] as? [Any])?.isEmpty == true)

        for (call, message) in [("#Preview(\"No body\")", "#Preview needs a closure with the view to show"),
                                ("#Preview(\"Open { Text(\"x\") }", "unterminated string literal"),
                                ("#Preview { Text(\"x\") ", "unclosed bracket"),
                                ("#Preview(\"a\",) { Text(\"x\") }", "an argument of the macro is empty")] {
            let bad = try #require(try plugin.send(Self.expand(call))?["expandMacroResult"] as? [String: Any], "\(call)")
            #expect(bad["expandedSource"] == nil, "\(call)")
            let diagnostic = try #require((bad["diagnostics"] as? [[String: Any]])?.first, "\(call)")
            #expect(diagnostic["severity"] as? String == "error")
            #expect((diagnostic["message"] as? String)?.contains(message) == true, "\(call): \(diagnostic)")
            #expect((diagnostic["position"] as? [String: Any])?["offset"] as? Int == 120)
        }
        #expect(plugin.finish() == 0)
    }

    static func location(line: Int) -> [String: Any] {
        ["fileID": "Rows/Row.swift", "fileName": "/src/Rows/Row.swift", "offset": 120, "line": line, "column": 1]
    }

    static func expand(_ source: String) -> [String: Any] {
        ["expandFreestandingMacro": [
            "macro": ["moduleName": "RowPreviewMacros", "typeName": "PreviewMacro", "name": "Preview"],
            "macroRole": "declaration", "discriminator": "$s4Rows0031Row_swiftfMX4_0_33_fMf_",
            "syntax": ["kind": "declaration", "source": source, "location": location(line: 4)],
        ] as [String: Any]]
    }
}
