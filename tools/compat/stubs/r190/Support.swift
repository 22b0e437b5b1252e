import SwiftUI
// Stubs for azamsharp/StoreAppSwiftUI StoreApp/Views/ProductCellView.swift (what the row uses from elsewhere in its app).

struct Category: Codable, Hashable {
    let id: Int
    let name: String
    let image: URL

    static var preview: Category {
        Category(id: 1, name: "Clothes", image: URL(string: "https://cdn.lorem.space/images/fashion/640x480/clothes.jpg")!)
    }
}

struct Product: Codable, Hashable {
    var id: Int?
    let title: String
    let price: Double
    let description: String
    let images: [URL]?
    let category: Category

    static var preview: Product {
        Product(id: 1, title: "Handmade Fresh Table", price: 687,
                description: "Andy shoes are designed to keeping in...",
                images: [URL(string: "https://images.unsplash.com/photo-1620799140408-edc6dcb6d633")!],
                category: Category.preview)
    }
}

extension Locale {
    static var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }
}

/// Small rounded caption capsule.
struct BorderedCaption: ViewModifier {
    var backgroundColor: Color = .green
    var foregroundColor: Color = .white

    func body(content: Content) -> some View {
        content.padding(5)
            .foregroundColor(foregroundColor)
            .background { backgroundColor }
            .clipShape(RoundedRectangle(cornerRadius: 10.0, style: .continuous))
    }
}

extension View {
    func borderedCaption(backgroundColor: Color = .green, foregroundColor: Color = .white) -> some View {
        modifier(BorderedCaption(backgroundColor: backgroundColor, foregroundColor: foregroundColor))
    }
}
