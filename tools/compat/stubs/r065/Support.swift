import SwiftUI
// Stubs for utmapp/UTM Platform/Shared/VMCardView.swift (what the row uses from elsewhere in its app).

struct UTMRegistryEntry {
    let uuid: UUID
    var name: String
    var path: String
    static let empty = UTMRegistryEntry(uuid: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "", path: "")
}

enum UTMVirtualMachineState {
    case stopped, starting, started, pausing, paused, resuming, saving, restoring, stopping
}

@MainActor class VMData: ObservableObject {
    @Published var state: UTMVirtualMachineState = .stopped
    let registryEntry: UTMRegistryEntry
    var architectureLabel = "ARM64"
    var iconURL: URL?

    init(from registryEntry: UTMRegistryEntry) {
        self.registryEntry = registryEntry
    }

    var isShortcut: Bool { !registryEntry.path.isEmpty && !registryEntry.path.hasPrefix("/var/mobile/Documents/") }
    var isStopped: Bool { state == .stopped || state == .paused }
    var isBusy: Bool { [.pausing, .resuming, .starting, .stopping, .saving, .restoring].contains(state) }
    var detailsTitleLabel: String { registryEntry.name.isEmpty ? "(Unavailable)" : registryEntry.name }
    var detailsSubtitleLabel: String { architectureLabel }
    var detailsIconUrl: URL? { iconURL }
}

@MainActor class UTMData: ObservableObject {
    @Published var virtualMachines: [VMData] = []
    func run(vm: VMData) { vm.state = .starting }
}

extension UIImage {
    /// Loads an image file (nil URL or unreadable file: nil).
    convenience init?(contentsOfURL: URL?) {
        guard let path = contentsOfURL?.path else { return nil }
        self.init(contentsOfFile: path)
    }
}

/// The app's activity spinner (a UIActivityIndicatorView / NSProgressIndicator wrapper in the
/// app); the stub shows a ProgressView.
struct Spinner: View {
    enum Size {
        case regular
        case large
    }

    let size: Size

    var body: some View {
        ProgressView()
            .scaleEffect(size == .large ? 2 : 1)
    }
}
