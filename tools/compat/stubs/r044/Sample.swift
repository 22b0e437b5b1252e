import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SetpointRow(widget: UserData().widgets[4])
}
