// Stubs for marufkhan09/facebook-clone facebook/Friends/FriendsCell.swift: CustomButton
// (CustomComponents/Views/CustomButton.swift), an optional icon and title in a rounded filled button.
// Our own test double.
import SwiftUI

struct CustomButton: View {
    var icon: Image?
    var title: String?
    var backgroundColor: Color
    var textColor: Color
    var iconColor: Color
    var cornerRadius: CGFloat
    var height: CGFloat?
    var width: CGFloat?
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 8) {
                if let icon { icon.foregroundColor(iconColor).fontWeight(.semibold) }
                if let title { Text(title).font(.headline).fontWeight(.semibold).foregroundColor(textColor) }
            }
            .frame(width: width, height: height ?? 44)
            .background(backgroundColor)
            .cornerRadius(cornerRadius)
        }
    }
}
