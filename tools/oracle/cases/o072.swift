import Domain
import FoodybitePresentation
import OracleHarness
import SwiftUI

// o072: marian-stanciulica/Foodybite, ChangePasswordViewSnapshotTests.test_changePasswordViewSuccessState (light), light, @3x.
// The change-password screen as the test's makeSUT(state: .success) builds it: three empty
// secure fields (placeholders "Current Password", "New Password", "Confirm Password", lock
// symbols), the green "Password changed successfully!" headline, a spacer, and the marine "Update"
// button, hosted in a UIHostingController and snapshotted on an iPhone 13 (390 × 844, safe area
// 47 above, 34 below) with light traits. No navigation container.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = ChangePasswordViewModel(changePasswordService: EmptyChangePasswordService())
    viewModel.result = .success
    viewModel.currentPassword = ""
    viewModel.newPassword = ""
    viewModel.confirmPassword = ""
    return AnyView(ChangePasswordView(viewModel: viewModel))
}

/// The test's private no-op service.
private final class EmptyChangePasswordService: ChangePasswordService {
    func changePassword(currentPassword: String, newPassword: String) async throws {}
}

let oracleLayout = OracleLayout.iPhone13
