import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        ActorView(imageString: "https://image.tmdb.org/t/p/w185/5XBFNiDeyFbRDNiTf1Jx8sTGmbe.jpg", title: "Zoe Saldaña")
        ActorView(imageString: "https://image.tmdb.org/t/p/w185/kU3B75TyRiCgE270EyZnHjfivoq.jpg", title: "Sam Worthington")
        ActorView(imageString: "", title: "Sigourney Weaver")
    }
    .padding()
    .background(Color.black)
}
