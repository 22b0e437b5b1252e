import AltSourceKit
import NimbleExtensions
import NimbleViews
import NukeUI
import SwiftUI
// Stubs shared by the rows of khcrysalis/Feather (what they use from elsewhere in the app).
// The app imports NimbleExtensions in other files, so its String.localized and
// Date.ExpirationInfo are visible to every file of the target; this file does the same.

/// Feather/Extensions/Image++.swift: the app's icon style (iOS 18 corner multiplier).
extension Image {
    func appIconStyle(
        size: CGFloat = 56,
        lineWidth: CGFloat = 1,
        isCircle: Bool = false,
        background: Color = .clear
    ) -> some View {
        let multiplier: CGFloat = 0.2337
        let radius = isCircle ? (size / 2) : (size * multiplier)

        return self.resizable()
            .scaledToFit()
            .frame(width: size, height: size)
            .background(
                RoundedRectangle(cornerRadius: radius, style: .continuous)
                    .fill(background)
            )
            .overlay {
                RoundedRectangle(cornerRadius: radius, style: .continuous)
                    .strokeBorder(Color.primary.opacity(0.15), lineWidth: lineWidth)
            }
            .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
    }
}

/// Feather/Views/Common/FRIconCellView.swift.
struct FRIconCellView: View {
    var title: String
    var subtitle: String
    var iconUrl: URL?
    var size: CGFloat = 56
    var isCircle: Bool = false

    var body: some View {
        HStack(spacing: 18) {
            if let iconURL = iconUrl {
                LazyImage(url: iconURL) { state in
                    if let image = state.image {
                        image.appIconStyle(size: size, isCircle: isCircle)
                    } else {
                        standardIcon
                    }
                }
            } else {
                standardIcon
            }

            NBTitleWithSubtitleView(
                title: title,
                subtitle: subtitle,
                linelimit: 0
            )
        }
    }

    var standardIcon: some View {
        Image("App_Unknown")
            .appIconStyle(size: size, isCircle: isCircle)
    }
}

/// Stand-in for the Core Data entity AltSource (Feather.xcdatamodel).
final class AltSource: Identifiable {
    var date: Date
    var iconURL: URL?
    var identifier: String
    var name: String?
    var sourceURL: URL?

    init(date: Date = Date(), iconURL: URL? = nil, identifier: String, name: String? = nil, sourceURL: URL? = nil) {
        self.date = date
        self.iconURL = iconURL
        self.identifier = identifier
        self.name = name
        self.sourceURL = sourceURL
    }
}

/// Stand-in for the app's Core Data store (Backend/Storage).
final class Storage {
    static let shared = Storage()
    private(set) var sources: [AltSource] = []

    func deleteSource(for source: AltSource) {
        sources.removeAll { $0 === source }
    }
}

/// Feather/Views/Sources/Apps/DownloadButtonView.swift, without a download in progress: the "Get" pill.
struct DownloadButtonView: View {
    let app: ASRepository.App

    var body: some View {
        Button {
        } label: {
            Text(.localized("Get"))
                .lineLimit(0)
                .font(.headline.bold())
                .foregroundStyle(Color.accentColor)
                .padding(.horizontal, 24)
                .padding(.vertical, 6)
                .background(Color(uiColor: .quaternarySystemFill))
                .clipShape(Capsule())
        }
        .buttonStyle(.borderless)
    }
}
