import Domain
import FoodybitePresentation
import OracleHarness
import SwiftUI

// o088: marian-stanciulica/Foodybite, ChangePasswordViewSnapshotTests.test_changePasswordViewFailureState (light), light, @3x.
// The change-password screen as the test's makeSUT(state: .failure(.passwordError(.passwordDoesntContainSpecialCharacter))) builds it: three empty
// secure fields (placeholders "Current Password", "New Password", "Confirm Password", lock
// symbols), the red headline "Password should contain at least one special character", a spacer, and the marine "Update"
// button, hosted in a UIHostingController and snapshotted on an iPhone 13 (390 × 844, safe area
// 47 above, 34 below) with light traits. No navigation container.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = ChangePasswordViewModel(changePasswordService: EmptyChangePasswordService())
    viewModel.result = .failure(.passwordError(.passwordDoesntContainSpecialCharacter))
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
