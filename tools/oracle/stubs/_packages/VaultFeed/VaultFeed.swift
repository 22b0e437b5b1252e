import Combine
import Foundation

// Stand-in for vault-ios's VaultFeed module (and the bits of FoundationExtensions and VaultCore
// it passes on) at 0c43829f: the models and preview view models the tile views read, with the
// app's values and logic where a tile shows them.

// FoundationExtensions/Identifier.swift: a typed UUID.
public struct Identifier<T>: Identifiable, Hashable, Sendable {
    public var id: UUID
    public init(id: UUID = UUID()) { self.id = id }
    public static func new() -> Self { .init(id: UUID()) }
}

// FoundationExtensions: blank and empty helpers.
extension StringProtocol {
    public var isBlank: Bool { allSatisfy(\.isWhitespace) || isEmpty }
    public var isNotBlank: Bool { !isBlank }
}
extension Collection {
    public var isNotEmpty: Bool { !isEmpty }
}

// Models/VaultItemColor.swift.
public struct VaultItemColor: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
    public static var `default`: VaultItemColor { .gray }
    public static var tagDefault: VaultItemColor { .init(red: 0, green: 0.47, blue: 0.68) }
    public static var gray: VaultItemColor { .init(red: 0.5, green: 0.5, blue: 0.5) }
    public static var black: VaultItemColor { .init(red: 0, green: 0, blue: 0) }
    public static var white: VaultItemColor { .init(red: 1, green: 1, blue: 1) }

    /// As the app computes it (its green and blue take each other's base channel).
    public func brighten(amount: Double) -> VaultItemColor {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return VaultItemColor(red: clamp(red + amount * 0.299), green: clamp(blue + amount * 0.114),
                              blue: clamp(green + amount * 0.587))
    }
}

// Models/VaultItemTag.swift.
public struct VaultItem {}
public struct VaultItemTag: Identifiable, Sendable, Equatable, Hashable {
    public let id: Identifier<VaultItemTag>
    public var name: String
    public var color: VaultItemColor
    public var iconName: String
    public init(id: Identifier<VaultItemTag>, name: String, color: VaultItemColor = .tagDefault,
                iconName: String = Self.defaultIconName) {
        self.id = id
        self.name = name
        self.color = color
        self.iconName = iconName
    }
    public static var defaultIconName: String { "tag.fill" }
}

// Presentation/PresentationError.swift.
public struct PresentationError: Error, Equatable, Hashable {
    public var userTitle: String
    public var userDescription: String?
    public var debugDescription: String
    public init(userTitle: String, userDescription: String? = nil, debugDescription: String) {
        self.userTitle = userTitle
        self.userDescription = userDescription
        self.debugDescription = debugDescription
    }
}

// Presentation/OTPCode/OTPCodeState.swift.
public enum OTPCodeState: Equatable {
    case notReady
    case finished
    case obfuscated(ObfuscationReason)
    case visible(String)
    case locked(code: String)
    case error(PresentationError, digits: Int)

    public enum ObfuscationReason: Equatable {
        case privacy
        case expiry
    }

    public var allowsNextCodeToBeGenerated: Bool {
        switch self {
        case .visible, .obfuscated, .locked: true
        case .notReady, .finished, .error: false
        }
    }
}

// Localised strings the view models fall back to (English, Feed table).
func feedString(_ key: String) -> String {
    switch key {
    case "codeDetail.field.siteName.empty.title": "Unnamed"
    case "notePreviewMode.hiddenNote.title": "Note"
    case "noteDetail.field.noteTitleEmpty.title": "Untitled Note"
    default: key
    }
}

// Presentation/Previews/OTPCodePreviewViewModel.swift: what the tiles read. A code publisher's
// codes arrive as they would on the main queue (the previews only).
public protocol OTPCodePublisher {
    func renderedCodePublisher() -> AnyPublisher<String, any Error>
}

@MainActor
public final class OTPCodePreviewViewModel {
    public let accountName: String
    public let issuer: String
    public let color: VaultItemColor
    public let isLocked: Bool
    public private(set) var code: OTPCodeState = .notReady
    private var cancellables = Set<AnyCancellable>()

    public var visibleIssuer: String { issuer.isNotEmpty ? issuer : feedString("codeDetail.field.siteName.empty.title") }

    public init(accountName: String, issuer: String, color: VaultItemColor, isLocked: Bool, fixedCodeState: OTPCodeState) {
        self.accountName = accountName
        self.issuer = issuer
        self.color = color
        self.isLocked = isLocked
        code = fixedCodeState
    }

    public init(accountName: String, issuer: String, color: VaultItemColor, isLocked: Bool, codePublisher: some OTPCodePublisher) {
        self.accountName = accountName
        self.issuer = issuer
        self.color = color
        self.isLocked = isLocked
        codePublisher.renderedCodePublisher()
            .sink { [weak self] completion in
                if case .finished = completion { self?.code = .finished }
            } receiveValue: { [weak self] value in
                guard let self else { return }
                code = isLocked ? .locked(code: value) : .visible(value)
            }
            .store(in: &cancellables)
    }
}

// VaultCore/TextFormat.swift and Models/NotePreviewMode.swift.
public enum TextFormat: Equatable, Hashable, CaseIterable, Sendable {
    case plain
    case markdown
}
public enum NotePreviewMode: String, Sendable, CaseIterable, Hashable {
    case titleAndFirstLine
    case titleOnly
    case hidden
}

// Presentation/Previews/SecureNotePreviewViewModel.swift.
public struct SecureNotePreviewViewModel {
    private let title: String
    public let description: String?
    public let color: VaultItemColor
    public let isLocked: Bool
    public let textFormat: TextFormat
    public let previewMode: NotePreviewMode

    public init(title: String, description: String?, color: VaultItemColor, isLocked: Bool, textFormat: TextFormat,
                previewMode: NotePreviewMode) {
        self.title = title
        self.description = description
        self.color = color
        self.isLocked = isLocked
        self.textFormat = textFormat
        self.previewMode = previewMode
    }

    public var visibleTitle: String {
        switch previewMode {
        case .hidden: feedString("notePreviewMode.hiddenNote.title")
        case .titleAndFirstLine, .titleOnly: title.isBlank ? feedString("noteDetail.field.noteTitleEmpty.title") : title
        }
    }

    public var showsDescription: Bool { previewMode == .titleAndFirstLine }
}
