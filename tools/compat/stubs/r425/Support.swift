import SwiftUI
// Stubs for tangem/tangem-app-ios-public Modules/Welcome/Stories/StoriesProgressView.swift:
// WelcomeStoryPage (Modules/Welcome/WelcomeStoryPage.swift, as there).

enum WelcomeStoryPage: CaseIterable {
    case learn
    case meetTangem
    case awe
    case backup
    case currencies
    case finish

    var duration: Double {
        switch self {
        case .learn, .meetTangem: 8
        default: 6
        }
    }
}
