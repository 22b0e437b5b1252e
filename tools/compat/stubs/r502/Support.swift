import SwiftUI
import UIKit
import Combine
// Stubs for NUS-PocketShop/PocketShop PocketShop/Views/CustomerViews/FrontPage/ProductSummaryView.swift:
// Product, Shop and Location (PocketShop/Model, the fields read here), CustomerViewModel (ViewModels/
// Customer; the app observes its Firebase database, here the lists are given), URLImage and ImageLoader
// (Core/Utilities, as the app has them), and the app's colours and fonts (Core/Constants/
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

    func getLocationNameFromProduct(product: Product) -> String {
        let shop = shops.first(where: { $0.id == product.shopId })
        return locations.first(where: { $0.id == shop?.locationId })?.name ?? ""
    }
}

class ImageLoader: ObservableObject {
    var didChange = PassthroughSubject<Data, Never>()
    var data = Data() {
        didSet {
            didChange.send(data)
        }
    }

    init(urlString: String) {
        guard let url = URL(string: urlString) else {
            return
        }
        let task = URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data = data else {
                return
            }
            DispatchQueue.main.async {
                self.data = data
            }
        }
        task.resume()
    }
}

struct URLImage: View {
    @ObservedObject var imageLoader: ImageLoader
    @State var image = UIImage()

    init(urlString: String) {
        self.imageLoader = ImageLoader(urlString: urlString)
    }

    var body: some View {
        Image(uiImage: image)
            .resizable()
            .onReceive(imageLoader.didChange) { data in
                self.image = UIImage(data: data) ?? UIImage()
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
