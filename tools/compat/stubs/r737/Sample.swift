import SwiftUI

// Sign in: the form's buttons under the fields.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 14) {
        TextField("Email", text: .constant("sandeep@example.com"))
            .textFieldStyle(.roundedBorder)
            .padding(.horizontal, 16)
        RoundedButton(text: "Sign In", backgroundColor: .blue)
        RoundedButton(text: "Create Account", backgroundColor: .green)
        Spacer()
    }
    .padding(.top, 24)
}
