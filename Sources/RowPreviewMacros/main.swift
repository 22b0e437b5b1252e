// The compiler plugin of RowScene's macros (`#Preview`, `@Previewable`, `@Entry`) and
// SwiftData's (`@Model`; `@Attribute`, `@Relationship` and `@Transient` add nothing). The compiler
// runs it and speaks the macro plugin protocol over its standard input and output: each message
// is a little-endian UInt64 byte count followed by that many bytes of JSON (`{"getCapability":
// …}`, `{"expandFreestandingMacro": …}`), and each gets one reply. It needs no swift-syntax:
// `MacroCall` and `EntryExpansion` read the declarations' text.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The protocol version this plugin speaks (swift-syntax 600's: results as `expandMacroResult`).
let pluginProtocolVersion = 7

/// One reply to one message of the host, as a JSON object.
func reply(to message: [String: Any], hostVersion: inout Int) -> [String: Any] {
    if let request = message["getCapability"] as? [String: Any] {
        let capability = request["capability"] as? [String: Any]
        hostVersion = capability?["protocolVersion"] as? Int ?? 0
        return ["getCapabilityResult": ["capability": ["protocolVersion": pluginProtocolVersion]]]
    }
    if let request = message["expandFreestandingMacro"] as? [String: Any] {
        let resultKey = hostVersion >= 5 ? "expandMacroResult" : "expandFreestandingMacroResult"
        return [resultKey: expandFreestanding(request)]
    }
    if let request = message["expandAttachedMacro"] as? [String: Any] {
        // `@Previewable` adds nothing where it is: `#Preview` reads it from its body's text.
        let macro = request["macro"] as? [String: Any]
        let result: [String: Any]
        func expanded(_ source: String) -> [String: Any] {
            hostVersion >= 5 ? ["expandedSource": source, "diagnostics": [] as [Any]]
                             : ["expandedSources": source.isEmpty ? [] : [source], "diagnostics": [] as [Any]]
        }
        switch macro?["typeName"] as? String {
        case "PreviewableMacro": result = expanded("")
        case "EntryMacro": result = expandEntry(request, expanded: expanded)
        case "ModelMacro": result = expanded(expandModel(request))
        default: result = ["diagnostics": [diagnostic("RowPreviewMacros: unknown attached macro", fileName: "", offset: 0)]]
        }
        return [hostVersion >= 5 ? "expandMacroResult" : "expandAttachedMacroResult": result]
    }
    if message["loadPluginLibrary"] != nil {
        return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
    }
    return ["expandMacroResult": ["diagnostics": [diagnostic("RowPreviewMacros: unknown request", fileName: "", offset: 0)]]]
}

/// Expands one `#Preview`: its source, discriminator and location come with the request.
func expandFreestanding(_ request: [String: Any]) -> [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let location = syntax["location"] as? [String: Any] ?? [:]
    let fileName = location["fileName"] as? String ?? ""
    let offset = location["offset"] as? Int ?? 0
    let macro = request["macro"] as? [String: Any] ?? [:]
    do throws(MacroCallError) {
        guard macro["typeName"] as? String == "PreviewMacro" else {
            throw MacroCallError("RowPreviewMacros has no macro named \(macro["typeName"] as? String ?? "?")")
        }
        let call = try MacroCall(source: syntax["source"] as? String ?? "")
        let expanded = try PreviewExpansion.expand(
            call, discriminator: request["discriminator"] as? String ?? "",
            at: .init(fileID: location["fileID"] as? String ?? "", line: location["line"] as? Int ?? 0))
        return ["expandedSource": expanded, "diagnostics": [] as [Any]]
    } catch {
        return ["diagnostics": [diagnostic(error.description, fileName: fileName, offset: offset)]]
    }
}

/// Expands `@Entry` for the role asked: the accessors, or the key type beside the property.
func expandEntry(_ request: [String: Any], expanded: (String) -> [String: Any]) -> [String: Any] {
    func source(_ key: String) -> String? { (request[key] as? [String: Any])?["source"] as? String }
    let declaration = request["declSyntax"] as? [String: Any] ?? [:]
    let location = declaration["location"] as? [String: Any] ?? [:]
    do throws(MacroCallError) {
        let property = try EntryExpansion.property(source("declSyntax") ?? "")
        if request["macroRole"] as? String == "accessor" { return expanded(EntryExpansion.accessors(property)) }
        // The enclosing extension: the parent declaration, else the innermost lexical context.
        let context = source("parentDeclSyntax") ?? ((request["lexicalContext"] as? [[String: Any]])?.first?["source"] as? String)
        let extended = context.map(EntryExpansion.extendedType) ?? "EnvironmentValues"
        return expanded(try EntryExpansion.key(property, extending: extended))
    } catch {
        return ["diagnostics": [diagnostic(error.description, fileName: location["fileName"] as? String ?? "", offset: location["offset"] as? Int ?? 0)]]
    }
}

/// Expands SwiftData's `@Model` (its extension role): the class conforms to the protocols the
/// compiler says it still lacks (`PersistentModel`); its stored properties stay as they are.
func expandModel(_ request: [String: Any]) -> String {
    func source(_ key: String) -> String? { (request[key] as? [String: Any])?["source"] as? String }
    guard request["macroRole"] as? String == "extension" else { return "" }
    // The list comes as a placeholder declaration (`struct Placeholder: PersistentModel {}`):
    // what follows its colon, up to its brace.
    var conformances = source("conformanceListSyntax") ?? ": PersistentModel {}"
    if let colon = conformances.firstIndex(of: ":") { conformances = String(conformances[conformances.index(after: colon)...]) }
    if let brace = conformances.firstIndex(of: "{") { conformances = String(conformances[..<brace]) }
    conformances = conformances.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !conformances.isEmpty, let type = source("extendedTypeSyntax")?.trimmingCharacters(in: .whitespacesAndNewlines), !type.isEmpty else { return "" }
    return "extension \(type): \(conformances) {}"
}

func diagnostic(_ message: String, fileName: String, offset: Int) -> [String: Any] {
    ["message": message, "severity": "error", "position": ["fileName": fileName, "offset": offset],
     "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any]]
}

/// Reads exactly `count` bytes from standard input; nil at its end.
func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let n = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return nil }
        filled += n
    }
    return bytes
}

func writeAll(_ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, bytes.count - written) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return false }
        written += n
    }
    return true
}

/// The message loop: ends when the host closes the pipe or sends an empty message.
var hostVersion = 0
while let header = readExactly(8) {
    let count = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    // A message is one macro call's text: 64 MiB is far beyond any real one.
    guard count > 0, count <= 64 << 20, let payload = readExactly(Int(count)) else { break }
    guard let message = try? JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any] else { break }
    let answer = reply(to: message, hostVersion: &hostVersion)
    guard let json = try? JSONSerialization.data(withJSONObject: answer) else { break }
    let length = UInt64(json.count)
    let lengthBytes = (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) }
    guard writeAll(lengthBytes + Array(json)) else { break }
}
