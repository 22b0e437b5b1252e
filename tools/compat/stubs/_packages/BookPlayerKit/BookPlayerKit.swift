import SwiftUI
// Stub of TortugaPower/BookPlayer's framework BookPlayerKit (the Shared/ folder): the spacing
// scale (Styleguide/Spacing.swift), the font styles (Styleguide/BPFont.swift, their iOS fonts), the
// upload-progress notification (Extensions/Notification+BookPlayerKit.swift) and SyncProgressKey
// (Services/Sync/Model/SyncTask.swift; a uuid counts when it is not empty).

public struct Spacing {
    public static let S5: CGFloat = 2
    public static let S4: CGFloat = 4
    public static let S3: CGFloat = 6
    public static let S2: CGFloat = 8
    public static let S1: CGFloat = 12
    public static let S: CGFloat = 16
    public static let M: CGFloat = 24
    public static let L: CGFloat = 32
    public static let L1: CGFloat = 44
}

public enum BPFont {
    case headline
    case subheadline
    case body
    case caption
    case footnote
    case title
    case titleRegular
    case titleLarge
    case title2
    case miniPlayerTitle
    case miniPlayerAuthor

    public var font: Font {
        switch self {
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .caption: .caption
        case .footnote: .footnote
        case .title: .callout.weight(.semibold)
        case .titleRegular: .callout
        case .titleLarge: .title3.weight(.semibold)
        case .title2: .title2
        case .miniPlayerTitle: .subheadline.weight(.semibold)
        case .miniPlayerAuthor: .footnote
        }
    }
}

public extension Notification.Name {
    static let uploadProgressUpdated = Notification.Name("com.tortugapower.audiobookplayer.upload.progress.update")
}

public enum SyncProgressKey {
    public static func resolve(uuid: String, relativePath: String) -> String {
        uuid.isEmpty ? relativePath : uuid
    }
}
