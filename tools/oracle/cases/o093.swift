import Domain
import FoodybitePresentation
import OracleHarness
import SwiftUI

// o093: marian-stanciulica/Foodybite, ChangePasswordViewSnapshotTests.test_changePasswordViewIsLoadingState (dark), dark, @3x.
// The change-password screen as the test's makeSUT(currentPassword:newPassword:confirmPassword:
// state: .isLoading) builds it: three secure fields holding "12345678" (drawn as dots, lock
// symbols), an empty feedback text, a spacer, and the "Update" button loading (a white
// ProgressView before the title, the marine fill at half opacity), hosted in a
// UIHostingController and snapshotted on an iPhone 13 (390 × 844, safe area 47 above, 34 below)
// with dark traits. No navigation container.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = ChangePasswordViewModel(changePasswordService: EmptyChangePasswordService())
    viewModel.result = .isLoading
    viewModel.currentPassword = "12345678"
    viewModel.newPassword = "12345678"
    viewModel.confirmPassword = "12345678"
    return AnyView(ChangePasswordView(viewModel: viewModel))
}

/// The test's private no-op service.
private final class EmptyChangePasswordService: ChangePasswordService {
    func changePassword(currentPassword: String, newPassword: String) async throws {}
}

let oracleLayout = OracleLayout.iPhone13
