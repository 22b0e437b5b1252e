import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ChatsView's tabs (with unread counts) and the new listing's category chips.
    VStack(alignment: .leading, spacing: 16) {
        HStack(spacing: 12) {
            FilterButton(filter: FilterCategory(id: 0, title: "Purchases"), unreadChats: 2, isSelected: true, action: {})
            FilterButton(filter: FilterCategory(id: 1, title: "Offers"), unreadChats: 0, isSelected: false, action: {})
        }
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                FilterButton(filter: FilterCategory(id: 2, title: "Clothing"), isSelected: false, action: {})
                FilterButton(filter: FilterCategory(id: 3, title: "Books"), isSelected: true, action: {})
                FilterButton(filter: FilterCategory(id: 4, title: "School"), isSelected: false, action: {})
            }
            .padding(2)
        }
    }
    .padding()
    .background(Color.white)
}
