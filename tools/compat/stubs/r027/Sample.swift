import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ColorExampleRow(copyFormat: CopyFormat.css, eyedropper: Eyedroppers().foreground)
}
