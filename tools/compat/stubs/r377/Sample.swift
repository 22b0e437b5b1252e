import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let date = Date(timeIntervalSince1970: 1_764_000_000)
    return HStack(alignment: .top, spacing: 16) {
        BookView(book: BookMetadata(title: "コンビニ人間", cover: nil, folder: "a", lastAccess: date), progress: 0.423)
        BookView(book: BookMetadata(title: "ノルウェイの森 上", cover: nil, folder: "b", lastAccess: date), progress: 1.0)
        BookView(book: BookMetadata(title: "吾輩は猫である", cover: nil, folder: "c", lastAccess: date),
                 progress: 0.05, isSelected: true)
    }
    .frame(width: 360)
    .padding()
}
