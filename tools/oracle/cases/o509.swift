import OracleHarness
import SwiftUI

// o509: DanijelHuis/ArchitectureDemo (Feedy PresentationMVI), NavigationIconButtonTests.test_navigationIconButton, light, @2x.
// What the test builds: the test's private ContainerView: a NavigationIconButton of folder.fill (a template
// image in foreground1, padded 8 horizontally, no background) in a VStack.
// As the test builds it: assertSnapshot(of: host(view), as: .image(size: CGSize(width: 80, height: 80))): the
// test's host(_:) is a UIHostingController; .image(size:) of a view controller is a host of that size,
// no safe area, no traits (the simulator's light appearance and scale).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack(spacing: 20) {
            NavigationIconButton(iconSystemName: "folder.fill", action: {})
        }
    )
}

let oracleLayout = OracleLayout.fixed(width: 80, height: 80)
