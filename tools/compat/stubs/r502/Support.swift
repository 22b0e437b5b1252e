import SwiftUI
import UIKit
import Combine
// Stubs for NUS-PocketShop/PocketShop PocketShop/Views/CustomerViews/FrontPage/ProductSummaryView.swift:
// Product, Shop and Location (PocketShop/Model, the fields read here), CustomerViewModel (ViewModels/
// Customer; the app observes its Firebase database, here the lists are given), URLImage
// (Core/Utilities; our own stand-in), and the app's colours and fonts (Core/Constants/
// Color+PocketShop.swift: asset colours; Font+PocketShop.swift: Poppins, bundled by the app).

typealias ID = String

struct Product: Hashable, Identifiable {
    var id: ID
    var name: String
    var description: String
    var price: Double
    var imageURL: String
    var estimatedPrepTime: Double
    var isOutOfStock: Bool
    var shopId: ID
    var shopName: String
}

struct Shop: Hashable, Identifiable {
    var id: ID
    var name: String
    var locationId: ID
}

struct Location: Hashable, Identifiable {
    var id: ID
    var name: String
}

final class CustomerViewModel: ObservableObject {
    @Published var products: [Product] = []
    @Published var shops: [Shop] = []
    @Published var locations: [Location] = []

    init(products: [Product] = [], shops: [Shop] = [], locations: [Location] = []) {
        self.products = products
        self.shops = shops
        self.locations = locations
    }

    /// The name of the place the product's shop is at, or "".
    func getLocationNameFromProduct(product: Product) -> String {
        guard let shop = shops.first(where: { $0.id == product.shopId }),
              let place = locations.first(where: { $0.id == shop.locationId }) else { return "" }
        return place.name
    }
}

/// Our stand-in for the app's URLImage: empty until the picture at the address has loaded.
struct URLImage: View {
    let urlString: String
    @State private var picture = UIImage()

    init(urlString: String) {
        self.urlString = urlString
    }

    var body: some View {
        Image(uiImage: picture)
            .resizable()
            .onAppear {
                Task {
                    guard let url = URL(string: urlString),
                          let (bytes, _) = try? await URLSession.shared.data(from: url),
                          let loaded = UIImage(data: bytes) else { return }
                    picture = loaded
                }
            }
    }
}

extension Color {
    static let accent = Color("AccentColor")
    static let gray6 = Color("Gray6")
    static let gray9 = Color("Gray9")
}

extension Font {
    static func appFont(size: CGFloat) -> Font {
        Font.custom("Poppins", size: size)
    }

    static let appHeadline = appFont(size: 16).weight(.bold)
    static let appSubheadline = appFont(size: 14).weight(.medium)
    static let appBody = appFont(size: 14).weight(.regular)
}
