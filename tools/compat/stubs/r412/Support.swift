import SwiftUI
// Stubs for alfianlosari/AIExpenseTracker Views/LogItemView.swift: CategoryImageView
// (Views/CategoryImageView.swift), the category's symbol in a tinted rounded square.

struct CategoryImageView: View {
    let category: Category

    var body: some View {
        Image(systemName: category.systemNameIcon)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 20, height: 20)
            .padding(.all, 8)
            .foregroundColor(category.color)
            .background(category.color.opacity(0.1))
            .cornerRadius(18)
    }
}
