import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 0) {
        DomainRowView(viewModel: .init(domainName: "whitechristmastrees.mywc.mysite", attributedDetail: nil, searchQuery: "White Christmas Trees", isSelected: true))
        DomainRowView(viewModel: .init(domainName: "whitechristmastrees.shop", attributedDetail: AttributedString("$18 / year"), searchQuery: "White Christmas", isSelected: false))
    }
}
