import SwiftUI

@MainActor func makeSampleRow() -> some View {
    MenuLabel("Clone", systemImage: "doc.on.doc")
}
