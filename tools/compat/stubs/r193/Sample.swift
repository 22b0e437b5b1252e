import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        RestDayRow(date: Date())
    }
}
