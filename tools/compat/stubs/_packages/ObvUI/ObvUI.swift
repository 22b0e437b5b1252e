// Stub of Olvid's ObvUI module (Sources/App/ObvUI): the rows import it for its shared SwiftUI helpers;
// nothing of it is named in the rows here. Our own test double.
import SwiftUI

/// A card container (a rounded surface around its content).
public struct ObvCardView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        content
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(UIColor.secondarySystemGroupedBackground)))
    }
}
