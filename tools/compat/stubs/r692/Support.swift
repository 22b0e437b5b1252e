// Stubs for hinakkograshi/MoviesApp (r692): the OMDb search result model and the app's URLImage view,
// which shows the poster once downloaded and its placeholder asset until then (here it stays on the
// placeholder: nothing is downloaded). Our own test doubles.
import SwiftUI

struct Movie: Codable {
    let title: String
    let year: String
    let imdbId: String
    let poster: String
}

struct URLImage: View {
    let url: String
    let placeholder: String

    init(url: String, placeholder: String = "placeholder") {
        self.url = url
        self.placeholder = placeholder
    }

    var body: some View {
        Image(placeholder).resizable()
    }
}
