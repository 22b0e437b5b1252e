import RowText
@testable import RowScene

extension FontLibrary {
    var shaperForTests: TextShaper { TextShaper(library: self) }
}
