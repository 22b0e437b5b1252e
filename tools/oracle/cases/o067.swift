import OracleHarness
import SwiftUI

// o067: autoreleasefool/approach, ChipTests.snapshotChips(), light, @3x.
// Seven chips (title only, with a person or star symbol, with the radio-box accessories, in the
// primary, info and plain styles) stacked in a VStack framed 428 pt wide, snapshotted with the
// default .image strategy (size that fits), no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack {
            Chip(title: "Chip", style: .primary)
            Chip(title: "Chip", systemImage: "person", style: .primary)
            Chip(title: "Radio Box", systemImage: "star", accessory: .radioBox, style: .primary)
            Chip(title: "Radio Box Selected", systemImage: "star", accessory: .radioBoxSelected, style: .primary)
            Chip(title: "Info", systemImage: "star", style: .info)
            Chip(title: "Plain", systemImage: "star", style: .plain)
            Chip(title: "Primary", systemImage: "star", style: .primary)
        }
        .frame(width: 428)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
