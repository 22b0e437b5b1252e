import SwiftUI

// The profile header's info pills under the user's name, on the grey header background.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        Image(systemName: "person.crop.circle.fill")
            .font(.system(size: 64))
            .foregroundColor(.blue)
        Text("Minh Do").font(.title2).fontWeight(.bold)
        HStack(spacing: 8) {
            ProfileInfoPill(icon: "calendar", text: "28 years")
            ProfileInfoPill(icon: "ruler", text: "175 cm")
            ProfileInfoPill(icon: "scalemass", text: "68 kg")
        }
    }
    .padding()
    .frame(maxWidth: .infinity)
    .background(Color(.systemGray6))
}
