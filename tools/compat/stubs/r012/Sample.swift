import SwiftUI
import CorkModels
import FactoryKit

@MainActor func makeSampleRow() -> some View {
    List {
        SidebarPackageRow(package: BrewPackage(
            rawName: "python@3.12", type: .formula, isTagged: true, isPinned: true,
            installedOn: Date(timeIntervalSince1970: 1_717_200_000), versions: ["3.12.4"],
            url: URL(fileURLWithPath: "/opt/homebrew/Cellar/python@3.12"), sizeInBytes: 268_435_456
        ))
        SidebarPackageRow(package: BrewPackage(
            rawName: "ffmpeg", type: .formula,
            installedOn: Date(timeIntervalSince1970: 1_719_000_000), versions: ["7.0.1"],
            url: URL(fileURLWithPath: "/opt/homebrew/Cellar/ffmpeg"), installedIntentionally: true, sizeInBytes: 52_428_800
        ))
    }
    .environment(BrewPackagesTracker())
}
