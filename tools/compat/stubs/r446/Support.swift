import SwiftUI
// Stubs for acegreen/MyFinanceDiaryApp Reminted/Views/BillsAndPaymentsView.swift (BillRow is the
// row; the screen in the same file needs the rest): Bill and BillSegment (Models/Bill.swift, as
// there), AppState (Models/AppState.swift, empty here), greenGradientBackground() and
// navigationBarStyle() (Extensions/View+Extensions.swift) and withPreviewEnvironment()
// (Helpers/PreviewHelper.swift).

struct Bill: Identifiable {
    let id = UUID()
    let title: String
    let amount: Double
    let dueDate: String
}

enum BillSegment: String, CaseIterable {
    case bills = "Bills"
    case subscriptions = "Subscriptions"
}

final class AppState: ObservableObject {}

extension View {
    func greenGradientBackground() -> some View {
        background(Color.greenGradient)
    }

    func navigationBarStyle() -> some View {
        navigationBarBackButtonHidden(true)
            .toolbarBackground(Color.darkGreen, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
    }

    func withPreviewEnvironment() -> some View {
        environmentObject(AppState())
    }
}
