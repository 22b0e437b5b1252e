import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The notices screen lists them in a plain list.
    NavigationStack {
        List {
            NoticeRowView(notice: PreviewData.sampleNotice1)
            NoticeRowView(notice: PreviewData.sampleNotice2)
            NoticeRowView(notice: PreviewData.sampleNotice3)
        }
        .listStyle(.plain)
        .navigationTitle("Notices")
    }
}
