import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SwitchRow(widget: UserData().widgets[2])
}
