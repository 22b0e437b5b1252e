/// Refuses outputs that would overwrite an input: an output path that is an input (after
/// resolving links), lies inside an input folder, or contains an input; and two outputs
/// that are the same file.
public enum OutputGuard {
    public static func check(outputs: [String], inputs: [String]) throws {
        let ins = inputs.map { ($0, FileTree.resolved($0)) }
        var seen: [(String, String)] = []
        for output in outputs {
            let out = FileTree.resolved(output)
            for (input, resolvedInput) in ins {
                if out == resolvedInput || out.hasPrefix(resolvedInput + "/") || resolvedInput.hasPrefix(out + "/") {
                    throw FileError.outputIsInput(output: output, input: input)
                }
            }
            if let twin = seen.first(where: { $0.1 == out }) {
                throw FileError.io(path: output, message: "the same file as the output \(twin.0)")
            }
            seen.append((output, out))
        }
    }
}
