import SwiftUI
// Stubs for tangem/tangem-app-ios-public Common/UI/DefaultListViews/DefaultTextWithTitle: its data
// (DefaultTextWithTitleRowViewData.swift, as there) and, for the file's preview, GroupedScrollView
// and GroupedSection (Common/UI/GroupedScrollView, reduced to a padded stack of rounded sections).

struct DefaultTextWithTitleRowViewData: Identifiable {
    let id = UUID()

    let title: String
    let text: String
}

struct GroupedScrollView<Content: View>: View {
    private let alignment: HorizontalAlignment
    private let spacing: CGFloat
    private let content: () -> Content

    init(alignment: HorizontalAlignment = .center, spacing: CGFloat = 0, @ViewBuilder content: @escaping () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: alignment, spacing: spacing, content: content)
                .padding(.horizontal, 16)
        }
    }
}

struct GroupedSection<Model: Identifiable, Content: View>: View {
    private let models: [Model]
    private let content: (Model) -> Content

    init(_ model: Model?, @ViewBuilder content: @escaping (Model) -> Content) {
        models = model.map { [$0] } ?? []
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(models) { content($0) }
        }
        .padding(.horizontal, 14)
        .background(Color(UIColor.secondarySystemGroupedBackground))
        .cornerRadius(14)
    }
}
