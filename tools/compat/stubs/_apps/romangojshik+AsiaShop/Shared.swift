// Stubs for romangojshik/AsiaShop (r916, r917), a sushi shop: the app's constants (Extensions/AppConstants.swift),
// String.empty (Extensions/String+Extensions.swift), the product and basket position (Product.swift, Position.swift),
// the add-ons and the order storage (Services/OrderDataStorage.swift: kept in memory here), and plain stand-ins of
// ours for the quantity stepper (Components/Buttons/QuantityButton.swift) and the remote image view
// (Services/AsyncImage+URLImage.swift). Our own test doubles with the app's names, values and Russian add-on names.
import SwiftUI

enum AppConstants {
    enum Colors {
        static let blackOpacity90 = Color.black.opacity(0.9)
    }

    enum Padding {
        static let padding8 = 8.0
        static let padding16 = 16.0
    }

    enum Size {
        static let productImage = CGSize(width: 96, height: 96)
    }
}

extension String {
    static var empty: String { "" }
}

struct Product: Identifiable {
    var id: String
    var imageURL: String
    var title: String
    var description: String
    var price: Double
    var composition: String? = nil
}

struct Position: Identifiable {
    var id: String
    var product: Product
    var count: Int

    var cost: Double { product.price * Double(count) }
}

enum ExtraButton: String, CaseIterable {
    case chopsticks = "Палочки"
    case wasabi = "Васаби"
    case ginger = "Имбирь"
    case soySauce = "Соевый соус"
    case nutSauce = "Ореховый соус"

    var price: Double { self == .chopsticks ? 0 : 2 }
}

final class OrderDataStorage: ObservableObject {
    @Published var positions: [Position] = []
    @Published var extras: [ExtraButton: Int] = [:]

    func increaseCount(positionId: String) {
        if let index = positions.firstIndex(where: { $0.id == positionId }) { positions[index].count += 1 }
    }

    func decreaseCount(positionId: String) {
        if let index = positions.firstIndex(where: { $0.id == positionId }), positions[index].count > 1 { positions[index].count -= 1 }
    }

    func removePosition(positionId: String) {
        positions.removeAll { $0.id == positionId }
    }

    func extraCount(extra: ExtraButton) -> Int { extras[extra] ?? 0 }
    func increaseAddOn(extra: ExtraButton) { extras[extra, default: 0] += 1 }
    func decreaseAddOn(extra: ExtraButton) { extras[extra] = max(0, extraCount(extra: extra) - 1) }
}

struct QuantityButton: View {
    let count: Int
    let onDecrease: () -> Void
    let onIncrease: () -> Void
    var alwaysShowStepper: Bool = false

    init(count: Int, onDecrease: @escaping () -> Void, onIncrease: @escaping () -> Void, alwaysShowStepper: Bool = false) {
        self.count = count
        self.onDecrease = onDecrease
        self.onIncrease = onIncrease
        self.alwaysShowStepper = alwaysShowStepper
    }

    var body: some View {
        HStack(spacing: 12) {
            Button(action: onDecrease) { Image(systemName: "minus") }
            Text("\(count)").font(.system(size: 16, weight: .semibold))
            Button(action: onIncrease) { Image(systemName: "plus") }
        }
        .foregroundColor(.black)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
    }
}

struct URLImageView: View {
    let urlString: String

    var body: some View {
        AsyncImage(url: URL(string: urlString)) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Color.gray.opacity(0.2)
        }
    }
}
