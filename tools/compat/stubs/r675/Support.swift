// Stubs for NawafSwe/AppetizersApp-SwiftUI (r675): the Appetizer model and MockData (Models/AppetizerModel/
// Appetizer.swift) and AppetizerRemoteImage (Views/Images/RemoteImage.swift: the downloaded image, or the
// NotFoundImage asset until it arrives; nothing downloads here). Our own test doubles.
import SwiftUI

struct Appetizer: Codable, Identifiable {
    let id: Int
    let calories: Int
    let imageURL: String
    let description: String
    let carbs: Int
    let protein: Int
    let price: Double
    let name: String
}

struct MockData {
    static let appetizerSample = Appetizer(id: 800, calories: 450, imageURL: "asian-flank-steak",
                                           description: "A thin cut of flank steak with an Asian glaze.",
                                           carbs: 40, protein: 30, price: 8.5, name: "Asian Flank Steak")
    static let appetizerList = [
        appetizerSample,
        Appetizer(id: 350, calories: 300, imageURL: "https://example.com/appetizers/blackened-shrimp.jpg",
                  description: "Seasoned shrimp.", carbs: 32, protein: 29, price: 10, name: "Blackened Shrimp"),
        Appetizer(id: 200, calories: 300, imageURL: "https://example.com/appetizers/philly-sliders.jpg",
                  description: "Cheesesteak sliders.", carbs: 32, protein: 29, price: 12.99, name: "Philly Sliders"),
    ]
}

struct RemoteImage: View {
    var image: Image?
    var body: some View {
        image?.resizable() ?? Image("NotFoundImage").resizable()
    }
}

struct AppetizerRemoteImage: View {
    let url: String
    var body: some View {
        RemoteImage(image: nil)
    }
}
