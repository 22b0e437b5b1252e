import Domain
import FoodybitePresentation
import OracleHarness
import SwiftUI

// o071: marian-stanciulica/Foodybite, SettingsViewSnapshotTests.test_settingsViewIdleState (dark), dark, @3x.
// The settings screen (a List: "Account" section with the "Change password" row and its chevron
// button, "Others" section with the marine-blue "Logout" button) as the test's makeSUT() builds it,
// hosted in a UIHostingController and snapshotted on an iPhone 13 (390 × 844, safe area 47 above,
// 34 below) with dark traits. No navigation container, so the title and back button do not show.
// The list's grouped background runs under the safe area, so the host is the grouped background.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = SettingsViewModel(logoutService: EmptyLogoutService(), goToLogin: {})
    return AnyView(SettingsView(viewModel: viewModel, goToChangePassword: {}))
}

/// The test's private no-op service.
private final class EmptyLogoutService: LogoutService {
    func logout() async throws {}
}

let oracleLayout = OracleLayout.iPhone13
let oracleHost = OracleHost(background: Color(UIColor.systemGroupedBackground))
