import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        CheckboxRow(
            title: "Terms of Use",
            subtitle: "I accept the <accent>Terms of Use.</accent>",
            subtitleUrl: URL(string: "https://bitkit.to/terms-of-use"),
            isChecked: .constant(true)
        )
        CheckboxRow(
            title: "Privacy Policy",
            subtitle: "I accept the <accent>Privacy Policy.</accent>",
            subtitleUrl: URL(string: "https://bitkit.to/privacy-policy"),
            isChecked: .constant(false)
        )
    }
    .padding()
    .background(Color.black)
    .environment(\.colorScheme, .dark)
}
