import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ContactRow(Contact.all[0])
}
