import SwiftUI

@MainActor func makeSampleRow() -> some View {
    EyedropperItem(eyedropper: Eyedropper(type: .foreground, color: NSColor(red: 0.36, green: 0.42, blue: 0.96, alpha: 1)))
        .frame(width: 180.0)
}
