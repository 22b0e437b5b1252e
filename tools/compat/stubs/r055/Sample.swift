import SwiftUI

/// The row's own preview (its first card).
@MainActor func makeSampleRow() -> some View {
    ActiveGameCard(
        button: .init(
            icon: Image(systemName: "arrow.right"),
            isActive: true,
            title: Text("Your turn")
        ),
        message: VStack(alignment: .leading) {
            HStack(spacing: .grid(1)) {
                Image(systemName: "person.crop.circle")
                Text("mbrandonw")
            }
            .lineLimit(1)
            .truncationMode(.tail)

            Text("played ")
                + Text("dreamer")
                + Text("230")
                .baselineOffset(10.0)
                .font(.system(size: 12))
                .fontWeight(.medium)
        },
        tapAction: {},
        title: Text("vs mbrandonw")
    )
    .padding()
}
