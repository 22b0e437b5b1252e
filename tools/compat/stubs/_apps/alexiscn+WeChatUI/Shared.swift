import SwiftUI
// Stubs shared by the rows of alexiscn/WeChatUI (what they use from elsewhere in the app).

struct BadgeDot: View {
    var size: CGFloat = 10

    var body: some View {
        Circle()
            .foregroundColor(.red)
            .frame(width: size, height: size)
    }
}
