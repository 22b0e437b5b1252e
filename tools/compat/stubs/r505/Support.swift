import SwiftUI
import UIKit
// Stubs for blinksh/blink KB/Native/Views/General/DefaultRow.swift: the app's Row, Chevron, NavButton and
// Nav (KB/Native/Views/General/Row.swift, Chevron.swift, NavButton.swift, NavView.swift; as the app has
// them: the row pushes its details on the settings' UINavigationController).

struct Row<Content: View, Details: View>: View {
    var content: () -> Content
    var details: () -> Details

    var body: some View {
        HStack {
            content()
            Spacer()
            Chevron()
        }
        .overlay(NavButton(details: details))
    }
}

struct Chevron: View {
    var body: some View {
        Image(systemName: "chevron.right")
            .foregroundColor(Color(UIColor.tertiaryLabel))
            .font(Font.subheadline.weight(Font.Weight.semibold))
    }
}

class Nav: ObservableObject {
    let navController: UINavigationController

    init(navController: UINavigationController) {
        self.navController = navController
    }
}

struct NavButton<Details: View>: View {
    @EnvironmentObject var nav: Nav
    var details: () -> Details

    var body: some View {
        Button(action: {
            let rootView = self.details().environmentObject(self.nav)
            let vc = UIHostingController(rootView: rootView)
            self.nav.navController.pushViewController(vc, animated: true)
        }, label: { EmptyView() })
    }
}
