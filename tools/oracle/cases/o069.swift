import OracleHarness
import ModelsLibrary
import SwiftUI

// o069: autoreleasefool/approach, AlleyRowTests.snapshotAlleyRows(), light, @3x.
// Two alley rows in a Section inside a VStack framed 428 pt wide: "Skyview Lanes" alone, then
// "Skyview Lanes" over "123 Fake Street" with a 2-column grid of four SF Symbols (material, pin
// fall, mechanism, pin base), snapshotted with the default .image strategy (size that fits), no
// traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack {
            Section {
                Alley.View(Alley.Summary(
                    id: UUID(),
                    name: "Skyview Lanes",
                    material: nil,
                    pinFall: nil,
                    mechanism: nil,
                    pinBase: nil,
                    location: nil
                ))
                Alley.View(Alley.Summary(
                    id: UUID(),
                    name: "Skyview Lanes",
                    material: .synthetic,
                    pinFall: .freefall,
                    mechanism: .dedicated,
                    pinBase: .black,
                    location: .init(
                        id: UUID(),
                        title: "Skyview Lanes",
                        subtitle: "123 Fake Street",
                        coordinate: .init(latitude: 1.0, longitude: 1.0)
                    )
                ))
            }
        }
        .frame(width: 428)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
