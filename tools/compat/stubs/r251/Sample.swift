import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        GenreCell(genre: Genre(id: 144, name: "Personal Finance", parentId: 93), isSelected: true, action: {})
        GenreCell(genre: Genre(id: 127, name: "Technology", parentId: 67), isSelected: false, action: {})
        GenreCell(genre: Genre(id: 99, name: "News", parentId: 67), isSelected: false, action: {})
    }
    .padding()
    .background(Color.podpocketPurpleColor)
}
