import Foundation
import RowFiles
import RowJPEG
import RowPNG
import RowRaster

/// Bitmap files as apps ship them, PNG or JPEG, told apart by their first bytes (as UIKit does,
/// not by the file's extension).
enum BitmapData {
    /// Bytes that are neither PNG nor JPEG.
    struct UnknownFormat: Error, CustomStringConvertible {
        var description: String { "neither PNG nor JPEG data (RowFrame reads these two bitmap formats)" }
    }

    static func decode(_ bytes: [UInt8]) throws -> Canvas {
        if JPEG.isJPEG(bytes) { return try JPEG.decode(bytes) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNG.decode(bytes).canvas }
        throw UnknownFormat()
    }

    static func read(path: String) throws -> Canvas {
        try decode(AtomicFile.read(path: path))
    }
}
