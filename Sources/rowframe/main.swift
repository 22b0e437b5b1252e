import ArgumentParser
import Foundation
import RowJSON

// Bad input of any kind — an unparsable flag, an out-of-range option, a bad file — exits
// with code 2 and one line on stderr; help and success exit with 0.
do {
    var command = try RowFrameCommand.parseAsRoot()
    try command.run()
} catch {
    if RowFrameCommand.exitCode(for: error) == .validationFailure {
        let message = RowFrameCommand.message(for: error)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        FileHandle.standardError.write(Data((TerminalText.line("error: \(message) (see rowframe help)") + "\n").utf8))
        exit(2)
    }
    RowFrameCommand.exit(withError: error)
}
