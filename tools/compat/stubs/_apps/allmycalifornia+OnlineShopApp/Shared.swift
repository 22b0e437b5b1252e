// Stubs for allmycalifornia/OnlineShopApp shared by its rows (r697–r699): the product (a Firestore document
// in the app; a plain value here), the Helper constants (SF Symbol names), the title font, the card image
// view and the cart view model (in memory; the app writes through to Firestore). Our own test doubles.
import SwiftUI

struct Product: Identifiable, Codable {
    var id: String? = nil
    var name: String
    var description: String
    var image: String
    var price: Int
    var isFavorite: Bool
    var quantityInCart: Int? = nil
}

enum Helper {
    enum Image {
        static let cart = "cart.fill"
        static let heart = "heart.fill"
        static let xmark = "xmark.circle.fill"
        static let minus = "minus.rectangle.fill"
        static let plus = "plus.rectangle.fill"
        static let chevronLeft = "chevron.left"
    }
}

extension Text {
    /// 18 pt bold rounded, slightly faded.
    func titleFont() -> some View {
        font(.system(size: 18, weight: .bold, design: .rounded))
            .foregroundStyle(.primary)
            .opacity(0.8)
    }
}

/// A product photo loaded from its URL, clipped to a rounded rectangle; a spinner meanwhile.
struct CardImageView: View {
    let url: URL
    let width: CGFloat
    let height: CGFloat
    let cornerRadius: CGFloat = 20

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius)
        return AsyncImage(url: url, content: { loaded in
            loaded.resizable().scaledToFill().frame(width: width, height: height).clipShape(shape)
        }, placeholder: {
            ProgressView().frame(width: width, height: height)
        })
    }
}

final class ViewModel: ObservableObject {
    @Published var cartItems: [Product] = []

    private func update(_ product: Product, _ change: (inout Product) -> Void) {
        guard let index = cartItems.firstIndex(where: { $0.id == product.id }) else { return }
        change(&cartItems[index])
    }
    func removeFromCart(product: Product) { update(product) { $0.quantityInCart = 0 } }
    func increaseQuantity(product: Product) { update(product) { $0.quantityInCart = ($0.quantityInCart ?? 0) + 1 } }
    func decreaseQuantity(product: Product) { update(product) { $0.quantityInCart = max(($0.quantityInCart ?? 0) - 1, 1) } }
}

extension Product {
    static let samples = [
        Product(id: "watch", name: "Apple Watch Series 9", description: "Smartwatch", image: "https://example.com/shop/watch.jpg",
                price: 399, isFavorite: true, quantityInCart: 1),
        Product(id: "airpods", name: "AirPods Pro (2nd generation)", description: "Earbuds", image: "https://example.com/shop/airpods.jpg",
                price: 249, isFavorite: false, quantityInCart: 2),
    ]
}
