import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SliderRow(widget: UserData().widgets[3])
}
