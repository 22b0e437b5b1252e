import OracleHarness
import SwiftUI

// o042: diegopetrucci/Marvel-API-demo, MySquadViewSnapshotTests.test_failed, light, @2x.
// The squad strip in the .failed state (empty header text, no heroes) on the app's dark
// background in a 500 × 200 frame. The 2020 test helper's UIHostingController kept the 44 pt
// status-bar safe area as a blank band above the view.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = MySquadViewModel(
        dataProvider: DataProvider(api: APIFixture(), persister: MySquadPersisterFixture())
            .superheroDataProvidingFixture(false)
    )
    viewModel.state.status = .failed
    return AnyView(
        MySquadView(viewModel: viewModel, destinationView: { _, _ in EmptyView() }, asyncImageView: { _, _, _ in .fixture() })
            .background(Colors.background)
            .frame(width: 500, height: 200)
            .padding(.top, 44)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
