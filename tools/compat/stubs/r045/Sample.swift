import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GenericRow(widget: UserData().widgets[6])
}
