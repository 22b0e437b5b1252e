/// `#Preview("Name", traits: …) { body }` expands to a main-actor type holding the body as a
/// view builder, and a record in the `rowframe_previews` section that registers it — so every
/// preview linked into a program can be listed at run time (`RowPreviews.all()`) without a
/// registry anyone has to maintain.
enum PreviewExpansion {
    /// Where the call is: `#fileID` and the line, as the entry reports them.
    struct Location {
        var fileID: String
        var line: Int
    }

    /// The declarations `call` expands to. `discriminator` is the compiler's name for this
    /// expansion, unique in the program; the declarations' names are made from it.
    static func expand(_ call: MacroCall, discriminator: String, at location: Location) throws(MacroCallError) -> String {
        let body: String
        if let closure = call.trailingClosure {
            body = closure
        } else if let argument = call.arguments.last(where: { $0.label == "body" }), argument.expression.hasPrefix("{") {
            body = argument.expression
        } else {
            throw MacroCallError("#Preview needs a closure with the view to show: #Preview { MyRow() }")
        }
        // The name is the unlabeled argument before any labeled one; traits are `traits:` and the
        // unlabeled ones that follow it (SwiftUI's `traits:_:...`).
        let firstLabeled = call.arguments.firstIndex { $0.label != nil } ?? call.arguments.endIndex
        let name = call.arguments[..<firstLabeled].first?.expression ?? "nil"
        var traits: [String] = []
        if let start = call.arguments.firstIndex(where: { $0.label == "traits" }) {
            traits = call.arguments[start...].prefix { $0.label == nil || $0.label == "traits" }.map(\.expression)
        }
        let holder = uniqueName("RowPreview", discriminator: discriminator)
        let record = uniqueName("rowPreviewRecord", discriminator: discriminator)
        // `@Previewable` variables become properties of a view that wraps the rest of the body,
        // so their state lives in the view graph as SwiftUI's previews keep it.
        let (previewables, rest) = try MacroCall.previewables(inClosure: body)
        let holderBody: String
        if previewables.isEmpty {
            holderBody = "static func body() -> AnyView { RowPreviewBody.make \(body) }"
        } else {
            let wrapper = uniqueName("RowPreviewable", discriminator: discriminator)
            holderBody = """
                struct \(wrapper): View {
                        \(previewables.joined(separator: "\n        "))
                        var body: some View { RowPreviewBody.make \(rest) }
                    }
                    static func body() -> some View { \(wrapper)() }
                """
        }
        return """
            @MainActor enum \(holder) {
                \(holderBody)
            }
            @section("rowframe_previews") @used
            nonisolated(unsafe) let \(record): PreviewRecord = { collector in
                PreviewRecordCollector.add(collector, name: \(name), fileID: \(stringLiteral(location.fileID)), line: \(location.line + call.leadingLines),
                                           traits: [\(traits.joined(separator: ", "))], make: { AnyView(\(holder).body()) })
            }
            """
    }

    /// The compiler's unique name for `name` in this expansion: the discriminator, the name's
    /// length and the name mangled, and `fMu_` (swift-syntax's `makeUniqueName` for a first use).
    /// Only names of this form may be declared at file scope by a macro without `names:`.
    static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
