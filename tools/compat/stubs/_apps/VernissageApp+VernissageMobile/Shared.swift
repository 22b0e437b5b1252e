import SwiftUI
// Stubs for VernissageApp/VernissageMobile shared by its rows: the models Hashtag, FlexiField and
// User (Sources/Core/Models; User reduced to the fields the rows read; FlexiField's display and
// markdown text without the app's HTML stripping and markdown conversion), String.nilIfEmpty and
// trimmingPrefix(_:) and Optional<String>.nilIfEmpty (Sources/Shared/Extensions), AsyncAvatarView
// (Features/Views/AsyncAvatarView.swift, as there), MarkdownFormattedTextView (the app renders with
// the EmojiText package; a markdown Text here) and UserProfileScreen (the pushed screen, a
// placeholder).

struct Hashtag: Decodable {
    let url: String?
    let name: String
    let amount: Int?
}

struct FlexiField: Decodable {
    let id: String?
    let key: String?
    let value: String?
    let valueHtml: String?
    let isVerified: Bool?
}

extension FlexiField {
    var displayText: String? { value?.nilIfEmpty ?? valueHtml?.nilIfEmpty }

    var markdownText: String? { value?.nilIfEmpty }
}

struct User: Decodable {
    let id: String?
    let userName: String?
    let name: String?
    let avatarUrl: String?
}

extension String {
    var nilIfEmpty: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    func trimmingPrefix(_ prefix: String) -> String {
        guard hasPrefix(prefix) else { return self }
        return String(dropFirst(prefix.count))
    }
}

extension Optional where Wrapped == String {
    var nilIfEmpty: String? {
        switch self {
        case .none: nil
        case let .some(value): value.nilIfEmpty
        }
    }
}

struct AsyncAvatarView: View {
    let urlString: String?
    var size: CGFloat = 44

    var body: some View {
        AsyncImage(url: URL(string: urlString ?? "")) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            ZStack {
                Circle()
                    .fill(.white.opacity(0.18))
                Image(systemName: "person.fill")
                    .foregroundStyle(.white.opacity(0.78))
            }
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .overlay(Circle().stroke(.white.opacity(0.22), lineWidth: 1))
    }
}

struct MarkdownFormattedTextView: View {
    private let markdown: String

    init(_ markdown: String) {
        self.markdown = markdown
    }

    var body: some View {
        Text(LocalizedStringKey(markdown))
    }
}

struct UserProfileScreen: View {
    let userName: String
    let preferredDisplayName: String?

    var body: some View {
        Text(preferredDisplayName ?? userName)
    }
}
