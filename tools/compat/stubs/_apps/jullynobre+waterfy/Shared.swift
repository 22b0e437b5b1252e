// Stubs for jullynobre/waterfy shared by its rows (r744, r745): a drink (a CloudKit record there, a plain
// value here), the app's two colours and its progress bar. Our own test doubles.
import SwiftUI

public class Drink {
    public var potion: Int?
    public var date: Date?
    public init(potion: Int) {
        self.potion = potion
        self.date = Date()
    }
}

extension Color {
    static let waterfyPrimary = Color(UIColor.systemBlue)
    static let waterfySecondary = Color(UIColor.systemBlue).opacity(0.15)
}

/// A thin bar filled to `percentage` of its width.
struct ProgressBar: View {
    @Binding var percentage: CGFloat

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Rectangle().opacity(0.1).cornerRadius(4)
                Rectangle()
                    .frame(width: geometry.size.width * percentage)
                    .opacity(0.2)
                    .background(Color.waterfyPrimary)
                    .cornerRadius(4)
            }
            .frame(height: 8)
        }
        .frame(height: 8)
    }
}
