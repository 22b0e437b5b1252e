import RowText
@testable import RowScene

enum Fixtures {
    nonisolated(unsafe) static let renderer: SceneRenderer = try! SceneRenderer()
}

extension FontLibrary {
    var shaperForTests: TextShaper { TextShaper(library: self) }
}
