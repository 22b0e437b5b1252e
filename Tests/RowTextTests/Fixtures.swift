import RowTestSupport
@testable import RowText

extension TestSupport {
    /// A shaper over the bundled fonts.
    static var shaper: TextShaper { TextShaper(library: fonts) }
}
