import Foundation
import Testing
import RowPreviews
import RowRaster
import RowScene
import RowTestSupport

// Previews written as in an iOS row file.
struct PreviewedRow: View {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "star.fill").foregroundStyle(.yellow)
            Text(title)
            Spacer()
            Text("4.8").foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    PreviewedRow(title: "Unnamed preview")
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Text("3 new").font(.caption).padding(6).background(Capsule().fill(.blue.opacity(0.2)))
}

#Preview("Rows in a list") {
    let titles = ["Coffee", "Tea"]
    List {
        ForEach(titles, id: \.self) { PreviewedRow(title: $0) }
    }
}

// A body that returns its view, as Xcode's templates wrote them (no builder applies).
#Preview("Returned") {
    let row = PreviewedRow(title: "Returned")
    return row.padding(.top, 4)
}

@MainActor @Suite struct PreviewTests {
    @Test func everyPreviewIsListedInFileOrder() {
        let previews = RowPreviews.all().filter { $0.fileID.hasSuffix("PreviewTests.swift") }
        #expect(previews.map(\.title) == ["PreviewTests.swift:22", "Badge", "Rows in a list", "Returned"])
        #expect(previews.map(\.line) == [22, 26, 30, 38])
        #expect(previews[1].layout == .sizeThatFits)
        #expect(previews[0].layout == .device)
    }

    @Test func previewsRenderAtTheirLayout() throws {
        let previews = RowPreviews.all().filter { $0.fileID.hasSuffix("PreviewTests.swift") }
        let badge = try #require(previews.first { $0.name == "Badge" })
        let fitted = try TestSupport.renderer.render(RowPreviews.request(badge, scheme: .light))
        #expect(fitted.width < 390 * 3 / 2)
        let row = try #require(previews.first { $0.name == nil })
        let device = try TestSupport.renderer.render(RowPreviews.request(row, scheme: .dark))
        #expect(device.width == 390 * 3)
    }

    @Test func theContactSheetShowsEachPreviewLightAndDark() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("previews.png")
        try RowPreviews.writeContactSheet(RowPreviews.all(), to: path, title: "Previews", fonts: TestSupport.fonts)
        #expect(FileManager.default.fileExists(atPath: path))
        let out = scratch.path("none.png")
        #expect(throws: PreviewError.self) { try RowPreviews.writeContactSheet([], to: out, title: "x", fonts: TestSupport.fonts) }
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
