import Foundation
import SwiftUI
import UIKit

// Stubs for what ScanNowCore's settings views use from the rest of the module and from its test
// target (WezSieTato/ScanNow at ab02c44), with the app's values: the SwiftGen strings (English
// Localizable.strings), the SwiftGen image asset, the versioning, mail, file-settings and time
// types, and the Sourcery mocks and Date helper the tests build the views with.

// MARK: - SwiftGen strings (generated/Strings.swift, en.lproj values)

enum Strings {
    enum Scanner {
        static let title = "Scan"
    }
    enum Settings {
        static let title = "Settings"
        enum About {
            static let email = "Write to us"
            static let title = "About"
            static let version = "Version"
            enum EmailCompose {
                static func app(_ p1: Any, _ p2: Any) -> String { "- app: \(p1), \(p2)\n" }
                static let appAndDeviceInfo = "\n\n-------App & Device info--------\n"
                static let end = "-------End-------"
                static let subject = "Feedback for ScanNow"
                static func system(_ p1: Any, _ p2: Any) -> String { "- system: \(p1), \(p2)\n" }
            }
        }
        enum File {
            static let defaultFilename = "Scan"
            static let example = "Example"
            static let filename = "Filename"
            static let format = "Format"
            static let suffix = "File suffix"
            static let title = "File"
            enum SuffixCase {
                static let counter = "Counter"
                static let dateAndTime = "Date and time"
                static let `none` = "None"
            }
        }
    }
}

// MARK: - SwiftGen assets (generated/Assets.swift)

struct ImageAsset {
    let name: String
    var swiftUIImage: SwiftUI.Image { SwiftUI.Image(name) }
}

enum Assets {
    static let githubMark = ImageAsset(name: "GithubMark")
    static let launchIcon = ImageAsset(name: "LaunchIcon")
}

// MARK: - settings/about/version/Versioning.swift

protocol Versioning {
    var versionNumber: String { get }
    var buildNumber: String { get }
}

final class BundledVersion: Versioning {
    var versionNumber: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""
    }
    var buildNumber: String {
        Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? ""
    }
}

struct PreviewVersion: Versioning {
    var versionNumber: String = "2.1.3"
    var buildNumber: String = "7"
}

// MARK: - settings/about/mail (ComposeMailDataFactory.swift, MailView.swift)

protocol SystemVersioning {
    var systemName: String { get }
    var systemVersion: String { get }
}

/// UIDevice.current as the app passes it (`extension UIDevice: SystemVersioning`): the simulator's.
struct DeviceSystemVersion: SystemVersioning {
    var systemName = "iOS"
    var systemVersion = "17.0"
}

struct ComposeMailData {
    let subject: String
    let recipients: [String]?
    let message: String
}

final class ComposeMailDataFactory {
    private let appVersioning: Versioning
    private let systemVersioning: SystemVersioning
    private let strings = Strings.Settings.About.EmailCompose.self

    init(appVersioning: Versioning = BundledVersion(), systemVersioning: SystemVersioning = DeviceSystemVersion()) {
        self.appVersioning = appVersioning
        self.systemVersioning = systemVersioning
    }

    func make() -> ComposeMailData {
        ComposeMailData(
            subject: strings.subject,
            recipients: ["marcin.stepnowski@gmail.com"],
            message: [
                strings.appAndDeviceInfo,
                strings.system(systemVersioning.systemName, systemVersioning.systemVersion),
                strings.app(appVersioning.versionNumber, appVersioning.buildNumber),
                strings.end,
            ].joined()
        )
    }
}

/// The app's MFMailComposeViewController wrapper; only presented on tap. The test simulator has no
/// mail account, so `canSendMail` (MFMailComposeViewController.canSendMail()) is false there.
struct MailView: View {
    let data: ComposeMailData
    let callback: ((Result<Int, Error>) -> Void)?

    init(data: ComposeMailData, callback: ((Result<Int, Error>) -> Void)? = nil) {
        self.data = data
        self.callback = callback
    }

    var body: some View { EmptyView() }

    static var canSendMail: Bool { false }
}

// MARK: - settings/file/FileSettings.swift

enum ScanFormat: String, CaseIterable, Identifiable {
    case pdf
    case jpeg
    case png
    var id: Self { self }
}

enum FileSufix: String, CaseIterable, Identifiable {
    case none
    case counter
    case dateAndTime
    var id: Self { self }
}

protocol FileSettings: ObservableObject {
    var filename: String { get set }
    var format: ScanFormat { get set }
    var suffix: FileSufix { get set }
}

final class AppStorageFileSettings: FileSettings {
    @AppStorage("FileSettings.filename")
    var filename: String = ""

    @AppStorage("FileSettings.seletedFormat")
    var format: ScanFormat = .pdf

    @AppStorage("FileSettings.selectedSuffix")
    var suffix: FileSufix = .none
}

// MARK: - result/share (TimeProvider.swift, FilenameStrategy.swift), scanner/ScanCounter.swift

protocol TimeProvider {
    func now() -> Date
}

final class FoundationTimeProvider: TimeProvider {
    func now() -> Date { Date() }
}

protocol ScanCounter {
    var counter: Int { get }
    func increaseCounter()
}

final class AppStorageScanCounter: ScanCounter {
    @AppStorage("ScanCounterAppStorage.counter")
    private(set) var counter: Int = 0

    func increaseCounter() { counter += 1 }
}

protocol FilenameStrategy {
    func filename(settings: any FileSettings) -> String
}

enum FilenameStrategyFactory {
    static func create(fileSuffix: FileSufix, timeProvider: TimeProvider = FoundationTimeProvider()) -> FilenameStrategy {
        switch fileSuffix {
        case .none: return NoneFilenameStrategy()
        case .counter: return CounterFilenameStrategy(counter: AppStorageScanCounter())
        case .dateAndTime: return DateAndTimeFilenameStrategy(timeProvider: timeProvider)
        }
    }
}

private extension FileSettings {
    var prefix: String { !filename.isEmpty ? filename : Strings.Settings.File.defaultFilename }
}

final class NoneFilenameStrategy: FilenameStrategy {
    func filename(settings: any FileSettings) -> String { settings.prefix }
}

final class CounterFilenameStrategy: FilenameStrategy {
    private let counter: ScanCounter
    init(counter: ScanCounter) { self.counter = counter }
    func filename(settings: any FileSettings) -> String { "\(settings.prefix)_\(counter.counter)" }
}

final class DateAndTimeFilenameStrategy: FilenameStrategy {
    private let timeProvider: TimeProvider
    init(timeProvider: TimeProvider) { self.timeProvider = timeProvider }
    func filename(settings: any FileSettings) -> String {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "dd-MM-yyyy-HH:mm"
        return "\(settings.prefix)_\(dateFormatter.string(from: timeProvider.now()))"
    }
}

// MARK: - Test target: Sourcery mocks (AutoMockable.generated.swift), Date+Components.swift

final class FileSettingsMock: FileSettings {
    var filename: String {
        get { underlyingFilename }
        set { underlyingFilename = newValue }
    }
    var underlyingFilename: String!
    var format: ScanFormat {
        get { underlyingFormat }
        set { underlyingFormat = newValue }
    }
    var underlyingFormat: ScanFormat!
    var suffix: FileSufix {
        get { underlyingSuffix }
        set { underlyingSuffix = newValue }
    }
    var underlyingSuffix: FileSufix!
}

final class SystemVersioningMock: SystemVersioning {
    var systemName: String {
        get { underlyingSystemName }
        set { underlyingSystemName = newValue }
    }
    var underlyingSystemName: String!
    var systemVersion: String {
        get { underlyingSystemVersion }
        set { underlyingSystemVersion = newValue }
    }
    var underlyingSystemVersion: String!
}

final class TimeProviderMock: TimeProvider {
    var nowReturnValue: Date!
    func now() -> Date { nowReturnValue }
}

final class VersioningMock: Versioning {
    var versionNumber: String {
        get { underlyingVersionNumber }
        set { underlyingVersionNumber = newValue }
    }
    var underlyingVersionNumber: String!
    var buildNumber: String {
        get { underlyingBuildNumber }
        set { underlyingBuildNumber = newValue }
    }
    var underlyingBuildNumber: String!
}

extension Date {
    static func date(year: Int = 1991, month: Int = 8, day: Int = 16, hour: Int = 0, minute: Int = 0) -> Date {
        var dateComponents = DateComponents()
        dateComponents.year = year
        dateComponents.month = month
        dateComponents.day = day
        dateComponents.hour = hour
        dateComponents.minute = minute
        return Calendar(identifier: .gregorian).date(from: dateComponents)!
    }
}
