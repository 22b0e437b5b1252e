import SwiftUI

// The preferences form's Nightscout section, a URL entered and rejected.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        Form {
            NightscoutSectionView(
                nightscoutURL: .constant("https://mysite.herokuapp.com"),
                isValidatingURL: .constant(false),
                urlErrorMessage: .constant("The server did not answer."),
                validateAndSaveURL: {}
            )
        }
        .navigationTitle("Preferences")
    }
}
