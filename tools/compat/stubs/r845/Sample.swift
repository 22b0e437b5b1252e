import SwiftUI

// The contact lines of a business card preview, on the card's gradient.
@MainActor func makeSampleRow() -> some View {
    let scheme = CardColorScheme()
    return VStack(alignment: .leading, spacing: 8) {
        Text("Arthur Naldo")
            .font(.system(size: 24, weight: .bold, design: .rounded))
            .foregroundColor(scheme.textColor)
        ContactRow(icon: "envelope.fill", text: "arthur@bumpin.app", colorScheme: scheme)
        ContactRow(icon: "phone.fill", text: "+1 (415) 555-0142", colorScheme: scheme)
        ContactRow(icon: "link", text: "linkedin.com/in/arthurnaldo", colorScheme: scheme)
    }
    .padding(20)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(LinearGradient(colors: [scheme.primary, scheme.secondary], startPoint: .topLeading,
                               endPoint: .bottomTrailing))
    .cornerRadius(16)
    .padding()
}
