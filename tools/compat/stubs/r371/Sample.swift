import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 8) {
        VLMTagChip(tag: "sunset", confidence: 0.93, isSelected: true, onTap: {})
        VLMTagChip(tag: "beach", confidence: 0.85, isSelected: false, onTap: {})
        VLMTagChip(tag: "friends", confidence: 0.62, isSelected: false, onTap: {})
    }
    .padding()
}
