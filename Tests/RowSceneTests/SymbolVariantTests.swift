import Testing
import RowTestSupport
import RowRaster
@testable import RowScene

/// Nested `symbolVariant(_:)` modifiers combine, as SwiftUI's do: the inner shape replaces the
/// outer one, fill and slash add up, and only the environment value set to `.none` clears them.
@MainActor @Suite struct SymbolVariantTests {
    func pixels(_ view: some View) throws -> Canvas {
        try TestSupport.renderer.render(try TestSupport.renderer.layout(view.font(.system(size: 20)).padding(4)).displayList)
    }

    @Test func nestedVariantsCombine() throws {
        let circleFill = try pixels(Image(systemName: "archivebox.circle.fill"))
        #expect(try pixels(Image(systemName: "archivebox").symbolVariant(.fill).symbolVariant(.circle)) == circleFill)
        #expect(try pixels(Image(systemName: "archivebox").symbolVariant(.circle).symbolVariant(.fill)) == circleFill)
        #expect(try pixels(Image(systemName: "archivebox").symbolVariant(.circle.fill)) == circleFill)
        // The inner shape wins; `.none` adds nothing; the environment value clears.
        #expect(try pixels(Image(systemName: "archivebox").symbolVariant(.circle.fill).symbolVariant(.square)) == circleFill)
        #expect(try pixels(Image(systemName: "archivebox").symbolVariant(.none).symbolVariant(.circle.fill)) == circleFill)
        let bare = try pixels(Image(systemName: "archivebox"))
        #expect(try pixels(Image(systemName: "archivebox").environment(\.symbolVariants, .none).symbolVariant(.circle.fill)) == bare)
        #expect(circleFill != bare)
    }
}
