import SwiftUI
import UIKit
// Stubs for dugganss/RepTally RepTally/Shared/Views/HomeCardView.swift (what the row uses from elsewhere
// in its app: Shared/Views/ActionButton.swift (its Color("ButtonColour") as the catalog's light value,
// sRGB 61/85/91); the asset symbols are in _apps/dugganss+RepTally).

struct ActionButton: View {
    var title: String
    var action: () -> Void
    var isArrowButton: Bool
    var isBig: Bool
    var width: CGFloat

    init(title: String, isArrowButton: Bool, isBig: Bool, action: @escaping () -> Void) {
        self.title = title
        self.isArrowButton = isArrowButton
        self.isBig = isBig
        self.action = action
        if self.isBig {
            self.width = UIScreen.main.bounds.width - 80
        } else {
            self.width = UIScreen.main.bounds.width - 220
        }
    }

    var body: some View {
        Button(action: { action() }) {
            Text(title)
                .foregroundStyle(.white)
                .padding()
                .font(.title2)
                .bold()
            if isArrowButton {
                Image(systemName: "arrow.right")
                    .padding()
                    .foregroundStyle(.white)
                    .font(.title2)
                    .bold()
            }
        }
        .frame(width: self.width, height: 60)
        .background(Color(red: 61 / 255, green: 85 / 255, blue: 91 / 255))
        .cornerRadius(5)
    }
}
