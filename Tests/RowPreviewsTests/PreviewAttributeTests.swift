import RowPreviews
import RowScene
import RowTestSupport
import Testing

// A preview behind an availability attribute, as real row files write it: the attribute is part
// of the macro call the compiler sends, and changes nothing.
@available(iOS 17.0, *)
#Preview("Behind an attribute", traits: .fixedLayout(width: 200, height: 60)) {
    Text("Available").padding()
}

@MainActor @Suite struct PreviewAttributeTests {
    @Test func aPreviewBehindAnAttributeIsListedAtItsLine() throws {
        let previews = RowPreviews.all().filter { $0.fileID.hasSuffix("PreviewAttributeTests.swift") }
        #expect(previews.map(\.title) == ["Behind an attribute"])
        #expect(previews.map(\.line) == [9])
        let preview = try #require(previews.first)
        #expect(preview.layout == .fixed(width: 200, height: 60))
        let picture = try TestSupport.renderer.render(RowPreviews.request(preview, scheme: .light))
        #expect(picture.width == 600 && picture.height == 180)
    }
}
