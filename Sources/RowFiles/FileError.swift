/// Why a file could not be read, written or placed; every case names the path.
public enum FileError: Error, Equatable, CustomStringConvertible {
    /// The operating system refused (open, read, write, rename…).
    case io(path: String, message: String)
    /// A FIFO, device, socket or folder where a regular file was expected (reading one could
    /// block forever; replacing one by rename would lose it).
    case notRegularFile(path: String)
    /// Larger than the budget for this kind of file.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// An output would replace or land inside an input.
    case outputIsInput(output: String, input: String)
    /// An existing folder that RowFrame did not write, so it is not replaced.
    case notOurFolder(path: String)
    /// A folder RowFrame wrote that now holds files it did not write (`names`, of `count`),
    /// so it is not replaced: that would delete them.
    case foreignFiles(path: String, names: [String], count: Int)
    /// A file (or other non-folder) where a folder is to be written.
    case notAFolder(path: String)
    /// Stopped by an interrupt (what was written, the interrupt's own message says).
    case cancelled

    public var description: String {
        switch self {
        case let .io(path, message): return "\(path): \(message)"
        case let .notRegularFile(path): return "\(path): not a regular file"
        case let .tooLarge(path, bytes, limit):
            return "\(path): \(bytes) bytes is over the limit of \(limit) bytes for this kind of file"
        case let .outputIsInput(output, input):
            return output == input ? "\(output): the output is an input; refusing to overwrite it"
                                   : "\(output): the output would overwrite or lie inside the input \(input)"
        case let .notOurFolder(path): return "\(path): exists and was not written by rowframe; refusing to replace it"
        case let .foreignFiles(path, names, count):
            let listed = names.map { "\"\($0)\"" }.joined(separator: ", ") + (count > names.count ? " and \(count - names.count) more" : "")
            return "\(path): holds \(count) file\(count == 1 ? "" : "s") rowframe did not write (\(listed)); move \(count == 1 ? "it" : "them") "
                + "or choose another folder: replacing it would delete \(count == 1 ? "it" : "them")"
        case let .notAFolder(path): return "\(path): is a file, not a folder; give a folder path"
        case .cancelled: return "interrupted"
        }
    }
}
