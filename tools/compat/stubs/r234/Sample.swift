import OBAKitCore
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let pine = Stop(id: "1_11060", code: "11060", name: "E Pine St & 15th Ave", routes: [
        Route(id: "1_100447", shortName: "10", routeType: .bus),
        Route(id: "1_100169", shortName: "11", routeType: .bus),
    ])
    let westlake = Stop(id: "1_1108", code: "1108", name: "Westlake Station - Bay C", routes: [
        Route(id: "40_100479", shortName: "1 Line", routeType: .lightRail),
    ])
    return List {
        HomeStopRow(stop: pine, onSelect: {})
        HomeStopRow(stop: westlake, onSelect: {})
    }
}
