import SwiftUI
import CorkModels

@MainActor func makeSampleRow() -> some View {
    List {
        BrokenPackageListRow(error: .packageDoesNotHaveAnyVersionsInstalled(packageURL: URL(fileURLWithPath: "/opt/homebrew/Cellar/libpng")))
        BrokenPackageListRow(error: .packageIsNotAFolder(".DS_Store", packageURL: URL(fileURLWithPath: "/opt/homebrew/Cellar/.DS_Store")))
    }
}
