// Stubs for unstoppabledomains/unstoppable-ios-app (r816): the token row's height, which this row reads
// from HomeWalletTokenRowView (itself r752; a plain stand-in here). Our own test double.
import SwiftUI

struct HomeWalletTokenRowView: View {
    static let height: CGFloat = 64
    var body: some View { EmptyView() }
}
