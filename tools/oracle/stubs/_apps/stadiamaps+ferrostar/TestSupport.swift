import SwiftUI

// Not the app's views: the test helper the ferrostar cases are snapshotted through, restated
// (apple/Tests/TestSupport/AssertSnapshot.swift at 918a1869). XCTestCase.assertView puts the
// content in the given colour scheme (with the default NavigationUITheme and the testing
// formatter collection in the environment, which the cases' views do not read), frames it
// 430 × 932 on a green background and snapshots it with .image(precision: 0.99): size that fits.
@MainActor func ferrostarAssertView<Content: View>(
    colorScheme: ColorScheme = .light,
    frame: CGSize = CGSize(width: 430, height: 932),
    @ViewBuilder content: () -> Content
) -> some View {
    content()
        .environment(\.colorScheme, colorScheme)
        .frame(width: frame.width, height: frame.height)
        .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255))
}
