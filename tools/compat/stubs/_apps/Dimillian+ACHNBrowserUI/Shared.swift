import SwiftUI
import Backend
import UI
// Stubs for Dimillian/ACHNBrowserUI shared by its rows: FeedbackGenerator (utils/), the collection
// view model (viewModels/CollectionProgressRowViewModel.swift, counts canned instead of read from
// UserCollection) and views/shared/ButtonImageCounterOverlay.swift.

class FeedbackGenerator {
    static let shared = FeedbackGenerator()
    func triggerSelection() {}
}

class CollectionProgressRowViewModel: ObservableObject {
    let category: Backend.Category
    @Published var total: Int = 0
    @Published var inCollection: Int = 0

    init(category: Backend.Category) {
        self.category = category
        switch category {
        case .fish: (total, inCollection) = (80, 52)
        case .bugs: (total, inCollection) = (80, 34)
        case .fossils: (total, inCollection) = (73, 73)
        default: (total, inCollection) = (120, 41)
        }
    }
}

struct ButtonImageCounterOverlay: View {
    let symbol: String
    let foregroundColor: Color
    let counter: Int?

    var body: some View {
        Image(systemName: symbol)
            .foregroundColor(foregroundColor)
            .font(.footnote)
            .padding(.vertical, 7)
            .padding(.horizontal, 8)
            .background(Color.acBackground)
            .mask(RoundedRectangle(cornerRadius: 10, style: .continuous))
            .overlay(counterView, alignment: .topTrailing)
    }

    private var counterView: some View {
        Group {
            if counter != nil {
                Text("\(counter!)")
                    .font(.footnote)
                    .foregroundColor(.acText)
                    .background(Circle()
                                    .scale(2)
                                    .foregroundColor(Color.acBackground))
                    .opacity(counter! > 0 ? 1 : 0)
                    .animation(.linear)
                    .padding(EdgeInsets(top: -10, leading: 0, bottom: 0, trailing: -6))
            } else {
                EmptyView()
            }
        }
    }
}
