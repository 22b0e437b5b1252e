import SwiftUI
import UIKit
// Stubs for blinksh/blink KB/Native/Views/General/DefaultRow.swift: our own stand-ins for the app's Row,
// Chevron and Nav (KB/Native/Views/General/Row.swift, Chevron.swift, NavView.swift: the row pushes its
// details on the settings' UINavigationController).

/// Our stand-in for the app's settings row: its content, a chevron at the trailing edge, and a tap that
/// pushes the details onto the settings' navigation controller.
struct Row<Content: View, Details: View>: View {
    var content: () -> Content
    var details: () -> Details

    @EnvironmentObject private var nav: Nav

    var body: some View {
        HStack {
            content()
            Spacer()
            Chevron()
        }
        .contentShape(Rectangle())
        .onTapGesture {
            let screen = UIHostingController(rootView: details().environmentObject(nav))
            nav.navController.pushViewController(screen, animated: true)
        }
    }
}

/// A semibold subheadline chevron in the tertiary label colour.
struct Chevron: View {
    var body: some View {
        Image(systemName: "chevron.right")
            .font(.subheadline.weight(.semibold))
            .foregroundColor(Color(UIColor.tertiaryLabel))
    }
}

final class Nav: ObservableObject {
    let navController: UINavigationController

    init(navController: UINavigationController) {
        self.navController = navController
    }
}
