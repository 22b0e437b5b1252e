import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As in the entry row: a 50 × 50 preview picture (not downloaded, so the book placeholder).
    HStack {
        EntryPicture(url: "https://www.numerama.com/wp-content/uploads/2019/10/zuckerberg.jpg")
            .frame(width: 50, height: 50, alignment: .center)
        Spacer()
    }
    .padding(.horizontal)
}
