import SwiftUI

// The home page's custom tab bar, Home selected.
@MainActor func makeSampleRow() -> some View {
    HStack {
        Spacer()
        TabBarItem(icon: Image("home_icon"), selectedIcon: Image("onselect_home_icon"), label: "Home",
                   isSelected: true, selectedColor: Color(uiColor: .systemBlue))
        Spacer()
        TabBarItem(icon: Image("trends_icon"), selectedIcon: Image("onselect_trend_icon"), label: "Trends",
                   isSelected: false, selectedColor: Color(uiColor: .systemBlue))
        Spacer()
        TabBarItem(icon: Image("transactions_icon"), selectedIcon: Image("onselect_transaction_icon"), label: "Transactions",
                   isSelected: false, selectedColor: Color(uiColor: .systemBlue))
        Spacer()
        TabBarItem(icon: Image("accounts_icon"), selectedIcon: Image("onselect_account_icon"), label: "Accounts",
                   isSelected: false, selectedColor: Color(uiColor: .systemBlue))
        Spacer()
    }
    .padding(.vertical, 8)
    .background(Color.white)
}
