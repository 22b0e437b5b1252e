// Stubs for arkadeleon/ragnarok-offline (r789): the status change model (Database/StatusChange/
// StatusChangeModel.swift: observable, its display name, an icon fetched from the game's resources that
// never arrives here) and the decoded image type of the app's RagnarokResources package, which holds a
// CGImage as the package's does. Our own test doubles with the app's names.
import SwiftUI
import Observation

enum Resources {
    struct Image {
        let cgImage: CGImage
    }
}

@Observable
final class StatusChangeModel {
    let status: String
    let localizedName: String?
    var iconImage: Resources.Image?

    init(status: String, localizedName: String? = nil) {
        self.status = status
        self.localizedName = localizedName
    }

    var displayName: String { localizedName ?? status }

    @MainActor func fetchIconImage() async {}
}

