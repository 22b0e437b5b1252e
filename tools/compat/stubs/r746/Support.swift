// Stubs for tuananh131001/Ambrosia (r746): the star rating view the review card shows (a view of the app's
// own: stars filled up to the rating). Our own test double.
import SwiftUI

struct RatingView: View {
    @Binding var rating: Int
    @State var tappable: Bool
    var width: CGFloat
    var height: CGFloat
    var maximumRating = 5

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximumRating, id: \.self) { number in
                Image(systemName: "star.fill")
                    .resizable()
                    .frame(width: width, height: height)
                    .foregroundColor(number <= rating ? Color("Star On Color") : Color("Star Off Color"))
            }
        }
    }
}
