import SwiftUI
import Concerts
import Wallpaper

@MainActor func makeSampleRow() -> some View {
    let colors = TicketColors.resolve(
        foreground: .light,
        manifest: TicketPalette(
            bodyTop: HSBAlpha(hue: 185, saturation: 0.45, brightness: 0.32, alpha: 0.52),
            bodyBottom: HSBAlpha(hue: 190, saturation: 0.55, brightness: 0.20, alpha: 0.60),
            stub: HSBAlpha(hue: 185, saturation: 0.22, brightness: 0.92, alpha: 0.12),
            bodyInk: HSBAlpha(hue: 185, saturation: 0.20, brightness: 1.00, alpha: 1),
            edge: HSBAlpha(hue: 185, saturation: 0.50, brightness: 0.85, alpha: 0.48)),
        override: nil)
    let date = Date(timeIntervalSince1970: 1_765_584_000)
    func show(_ id: Int, _ venue: String, _ city: String, _ status: ShowStatus) -> Concert {
        Concert(id: id, venue: Venue(id: id, slug: venue.lowercased(), name: venue, city: city, state: "NC", address: nil),
                startsOn: date, headliningArtistRaw: "Nilüfer Yanya", status: status)
    }
    // The stub under a playlist row's ticket, on the translucent panel over the wallpaper.
    return ZStack {
        LinearGradient(colors: [Color(red: 0.25, green: 0.28, blue: 0.56), Color(red: 0.69, green: 0.24, blue: 0.47)],
                       startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(spacing: 12) {
            ForEach([show(1, "Cat's Cradle", "Carrboro", .onSale), show(2, "Nightlight", "Chapel Hill", .free),
                     show(3, "Motorco Music Hall", "Durham", .soldOut), show(4, "Local 506", "Chapel Hill", .cancelled)]) { concert in
                OnTourRowBadge(show: concert, colors: colors)
                    .frame(height: OnTourRowBadge.preferredHeight)
                    .background(.black.opacity(0.28))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
            }
        }
        .padding()
    }
}
