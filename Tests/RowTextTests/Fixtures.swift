import RowRaster
@testable import RowText

/// The bundled font library, loaded once for all text tests.
enum Fixtures {
    nonisolated(unsafe) static let library: FontLibrary = try! FontLibrary()
    static var shaper: TextShaper { TextShaper(library: library) }
}
