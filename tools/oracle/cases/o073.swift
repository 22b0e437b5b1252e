import Domain
import FoodybitePresentation
import OracleHarness
import SwiftUI

// o073: marian-stanciulica/Foodybite, ChangePasswordViewSnapshotTests.test_changePasswordViewIdleState (dark), dark, @3x.
// The change-password screen as the test's makeSUT(state: .idle) builds it: three empty
// secure fields (placeholders "Current Password", "New Password", "Confirm Password", lock
// symbols), an empty feedback text, a spacer, and the marine "Update"
// button, hosted in a UIHostingController and snapshotted on an iPhone 13 (390 × 844, safe area
// 47 above, 34 below) with dark traits. No navigation container.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = ChangePasswordViewModel(changePasswordService: EmptyChangePasswordService())
    viewModel.result = .idle
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
