import SwiftUI

// The coach picker: the trainer persona selected, the PRO persona beside it.
@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 10) {
        PersonaChipView(persona: .personalTrainer, isSelected: true, action: {})
        PersonaChipView(persona: .toxicMode, isSelected: false, action: {})
    }
    .padding()
    .background(Color(hex: "EEF3FF"))
}
