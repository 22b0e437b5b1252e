import SwiftUI
import Path
import struct Path.Path
import Version
import XcodesKit
// Stubs for XcodesOrg/XcodesApp Xcodes/Frontend/XcodeList/XcodeListViewRow.swift (what the row uses from elsewhere in its app).

struct Xcode: Identifiable, CustomStringConvertible {
    var version: Version { id.version }
    let identicalBuilds: [XcodeID]
    var installState: XcodeInstallState
    let selected: Bool
    let icon: NSImage?
    let architectures: [Architecture]?
    let id: XcodeID

    init(version: Version, identicalBuilds: [XcodeID] = [], installState: XcodeInstallState, selected: Bool, icon: NSImage?, architectures: [Architecture]? = nil) {
        self.identicalBuilds = identicalBuilds
        self.installState = installState
        self.selected = selected
        self.icon = icon
        self.architectures = architectures
        self.id = XcodeID(version: version, architectures: architectures)
    }

    var description: String { version.appleDescription }

    var identicalBuildsForCurrentVariant: [XcodeID] {
        identicalBuilds.filter { $0.architectures == architectures }
    }

    var installedPath: Path? { installState.installedPath }
}

enum XcodesAlert: Identifiable {
    case cancelInstall(xcode: Xcode)
    case generic(title: String, message: String)
    var id: Int {
        switch self {
        case .cancelInstall: return 1
        case .generic: return 3
        }
    }
}

class AppState: ObservableObject {
    @Published var presentedAlert: XcodesAlert?
    @Published var xcodeBeingConfirmedForUninstallation: Xcode?
    @Published var allXcodes: [Xcode] = []

    func select(xcode: Xcode, shouldPrepareUserForHelperInstallation: Bool = true) {}
    func open(xcode: Xcode, openInRosetta: Bool? = false) {}
    func install(id: XcodeID) {}
    func reveal(_ path: Path?) {}
    func copyPath(xcode: Xcode) {}
    func createSymbolicLink(xcode: Xcode, isBeta: Bool = false) {}
    func performPostInstallSteps(for xcode: InstalledXcode) {}
}

struct Shell {
    var archs: (Path) -> [Architecture]? = { _ in [.arm64, .x86_64] }
}

struct Files {
    func contents(atPath path: String) -> Data? { FileManager.default.contents(atPath: path) }
}

struct Environment {
    var shell = Shell()
    var files = Files()
}

var Current = Environment()

func localizeString(_ key: String, comment: String = "") -> String {
    NSLocalizedString(key, comment: comment)
}

/// The App Store-like capsule button of the list ("OPEN", "INSTALL").
struct AppStoreButtonStyle: ButtonStyle {
    var primary: Bool
    var highlighted: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(Font.caption.weight(.bold))
            .foregroundColor(primary && !highlighted ? .white : .accentColor)
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .frame(minWidth: 65)
            .background(Capsule().fill(primary ? (highlighted ? Color.white : Color.accentColor) : Color(red: 0.95, green: 0.95, blue: 0.97)))
            .padding(1)
    }
}

struct InstallButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.install(id: xcode.id) } } label: { Text("Install") }
    }
}

struct CancelInstallButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.presentedAlert = .cancelInstall(xcode: xcode) } } label: {
            Label("Cancel", systemImage: "xmark")
        }
        .buttonStyle(.plain)
    }
}

struct SelectButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.select(xcode: xcode) } } label: {
            Text(xcode?.selected == true ? "Active" : "MakeActive")
        }
        .disabled(xcode?.selected != false)
    }
}

struct OpenButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.open(xcode: xcode) } } label: { Text("Open") }
    }
}

struct UninstallButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { appState.xcodeBeingConfirmedForUninstallation = xcode } label: { Text("Uninstall") }
            .foregroundColor(.red)
    }
}

struct RevealButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { appState.reveal(xcode?.installedPath) } label: { Text("RevealInFinder") }
    }
}

struct CopyPathButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.copyPath(xcode: xcode) } } label: { Text("CopyPath") }
    }
}

struct CreateSymbolicLinkButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.createSymbolicLink(xcode: xcode) } } label: { Text("CreateSymLink") }
    }
}

struct CreateSymbolicBetaLinkButton: View {
    @EnvironmentObject var appState: AppState
    let xcode: Xcode?
    var body: some View {
        Button { if let xcode { appState.createSymbolicLink(xcode: xcode, isBeta: true) } } label: { Text("CreateSymLinkBeta") }
    }
}

/// The row's progress spinner (the app wraps NSProgressIndicator; the stub shows a ProgressView).
struct ObservingProgressIndicator: View {
    enum ControlSize { case regular, small, mini }
    enum Style { case bar, spinning }
    let progress: Progress
    let controlSize: ControlSize
    let style: Style
    init(_ progress: Progress, controlSize: ControlSize, style: Style, showsAdditionalDescription: Bool = false) {
        self.progress = progress
        self.controlSize = controlSize
        self.style = style
    }
    var body: some View {
        ProgressView(value: progress.fractionCompleted)
    }
}

struct InstallationStepRowView: View {
    let installationStep: XcodeInstallationStep
    let highlighted: Bool
    let cancel: () -> Void
    var body: some View {
        HStack {
            Text(installationStep.message).font(.footnote)
            Button(action: cancel) { Image(systemName: "xmark.circle.fill") }
                .buttonStyle(PlainButtonStyle())
        }
    }
}
