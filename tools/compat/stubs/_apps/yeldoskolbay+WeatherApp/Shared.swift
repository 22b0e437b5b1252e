import SwiftUI
// Stubs shared by the rows of yeldoskolbay/WeatherApp (what they use from elsewhere in the app).

/// Loads a weather icon from a URL string.
struct RemoteImage: View {
    let urlString: String

    var body: some View {
        AsyncImage(url: URL(string: urlString)) { phase in
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                image
                    .resizable()
                    .scaledToFit()
            case .failure:
                Image(systemName: "cloud")
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(.gray)
            @unknown default:
                EmptyView()
            }
        }
    }
}
