// Stubs for olvid-io/olvid-ios (r690): the storage-management discussion cell's model protocol (the app's)
// and an observable model conforming to it; the circle comes from the ObvUIObvCircledInitials stub package,
// and the chevron is SystemIcon's, read through ObvSystemIcon as in the app. Our own test doubles.
import SwiftUI
import ObvSystemIcon
import ObvUIObvCircledInitials

protocol StorageManagementDiscussionCellViewModelProtocol: InitialCircleViewNewModelProtocol {
    var title: String { get }
    var formattedSize: String { get }
}

@MainActor
final class StorageManagementDiscussionCellViewModel: StorageManagementDiscussionCellViewModelProtocol {
    let title: String
    let formattedSize: String
    let circledInitialsConfiguration: CircledInitialsConfiguration

    init(title: String, formattedSize: String, circledInitialsConfiguration: CircledInitialsConfiguration) {
        self.title = title
        self.formattedSize = formattedSize
        self.circledInitialsConfiguration = circledInitialsConfiguration
    }
}
