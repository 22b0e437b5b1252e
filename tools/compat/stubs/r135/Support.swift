import SwiftUI
import Models
// Stubs for villeheikkila/Tastybytes Source/Features/Discover/Products/DiscoverProductRow.swift
// (what the row uses from elsewhere in its app; the shared ones are in _apps/villeheikkila+Tastybytes).

enum ProductLogoLocation {
    case hidden, left, right
}

private struct ProductLogoLocationKey: EnvironmentKey {
    static let defaultValue: ProductLogoLocation = .hidden
}

extension EnvironmentValues {
    var productLogoLocation: ProductLogoLocation {
        get { self[ProductLogoLocationKey.self] }
        set { self[ProductLogoLocationKey.self] = newValue }
    }
}

extension View {
    func productLogoLocation(_ location: ProductLogoLocation) -> some View {
        environment(\.productLogoLocation, location)
    }
}

/// The app's product summary: logo, full name with a verified seal, description, brand owner,
/// category and subcategory chips and the average rating.
struct ProductView: View {
    @Environment(\.productLogoLocation) private var productLogoLocation
    let product: Product.Joined

    var body: some View {
        HStack(spacing: 12) {
            if productLogoLocation == .left { logo }
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(product.formatted(.fullName))
                        .font(.headline)
                    if product.isVerified {
                        Image(systemName: "checkmark.seal")
                            .foregroundColor(.green)
                    }
                    Spacer()
                    if product.isCheckedInByCurrentUser {
                        Image(systemName: "checkmark.circle")
                            .foregroundStyle(.green)
                            .imageScale(.small)
                    }
                }
                if let description = product.description {
                    Text(description)
                        .font(.caption)
                }
                Text(product.formatted(.brandOwner))
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                HStack(spacing: 4) {
                    chip(Text("\(product.category.icon ?? "") \(product.category.name)"))
                    ForEach(product.subcategories) { subcategory in
                        chip(Text(subcategory.name))
                    }
                    Spacer()
                    if let rating = product.averageRating {
                        HStack(spacing: 1) {
                            ForEach(0..<5) { index in
                                Image(systemName: Double(index) + 0.5 < rating ? "star.fill" : "star")
                            }
                        }
                        .font(.caption2)
                        .foregroundColor(.yellow)
                    }
                }
            }
            if productLogoLocation == .right { logo }
        }
    }

    private var logo: some View {
        Image(systemName: "photo")
            .resizable()
            .padding(.all, 48 / 5)
            .aspectRatio(contentMode: .fill)
            .frame(width: 48, height: 48)
            .foregroundColor(.primary)
    }

    private func chip(_ text: Text) -> some View {
        text
            .font(.caption)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Capsule().fill(Color.secondary.opacity(0.15)))
    }
}
