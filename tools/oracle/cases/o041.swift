import OracleHarness
import SwiftUI

// o041: diegopetrucci/Marvel-API-demo, MySquadViewSnapshotTests.test_loaded, light, @2x.
// The "My Squad" strip with seven fixture heroes (circular avatars, names) in a horizontal
// scroll view, on the app's dark background in a 500 × 200 frame. The 2020 test helper's
// UIHostingController kept the 44 pt status-bar safe area as a blank band above the view.
@MainActor func makeOracleView() -> AnyView {
    let viewModel = MySquadViewModel(
        dataProvider: DataProvider(api: APIFixture(), persister: MySquadPersisterFixture())
            .superheroDataProvidingFixture(false)
    )
    viewModel.state.status = .loaded
    viewModel.state.squad = [.fixture(), .fixture(), .fixture(), .fixture(), .fixture(), .fixture(), .fixture()]
    return AnyView(
        MySquadView(viewModel: viewModel, destinationView: { _, _ in EmptyView() }, asyncImageView: { _, _, _ in .fixture() })
            .background(Colors.background)
            .frame(width: 500, height: 200)
            .padding(.top, 44)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
