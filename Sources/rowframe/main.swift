import ArgumentParser
import Foundation

// Bad input of any kind — an unparsable flag, an out-of-range option, a bad file — exits
// with code 2 and a message; help and success exit with 0.
do {
    var command = try RowFrameCommand.parseAsRoot()
    try command.run()
} catch {
    if RowFrameCommand.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((RowFrameCommand.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    RowFrameCommand.exit(withError: error)
}
