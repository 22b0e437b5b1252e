import SwiftUI
import NioKit

@MainActor func makeSampleRow() -> some View {
    // Message badges (edited, reactions) sit at a message bubble's corner.
    HStack(spacing: 16) {
        BadgeView(image: Image(Asset.Badge.edited.name), foregroundColor: Color(UXColor.lightGray),
                  backgroundColor: Color(UXColor.darkGray))
            .frame(width: 24, height: 24)
        BadgeView(image: Image(systemName: "pencil"), foregroundColor: .white, backgroundColor: .purple)
            .frame(width: 24, height: 24)
        BadgeView(image: Image(systemName: "arrowshape.turn.up.left.fill"), foregroundColor: .purple,
                  backgroundColor: .white)
            .frame(width: 30, height: 30)
    }
    .padding()
}
