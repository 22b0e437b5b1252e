import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` expands to a main-actor type holding the body as a
/// view builder, and a record in the `rowframe_previews` section that registers it — so every
/// preview linked into a program can be listed at run time (`RowPreviews.all()`) without a
/// registry anyone has to maintain.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a closure with the view to show: #Preview { MyRow() }")
        }
        let name = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"
        let traits = node.arguments.filter { $0.label?.text == "traits" || ($0.label == nil && $0.expression.trimmedDescription.hasPrefix(".")) }
            .map(\.expression.trimmedDescription)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let holder = context.makeUniqueName("RowPreview")
        let record = context.makeUniqueName("rowPreviewRecord")
        return [
            """
            @MainActor enum \(holder) {
                @ViewBuilder static func body() -> some View \(body.trimmed)
            }
            """,
            """
            @section("rowframe_previews") @used
            nonisolated(unsafe) let \(record): PreviewRecord = { collector in
                PreviewRecordCollector.add(collector, name: \(raw: name), fileID: \(raw: file), line: \(raw: line),
                                           traits: [\(raw: traits.joined(separator: ", "))], make: { AnyView(\(holder).body()) })
            }
            """,
        ]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct RowPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
