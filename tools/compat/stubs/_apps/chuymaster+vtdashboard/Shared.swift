import Foundation
import SwiftUI
import Kingfisher
// Stubs for chuymaster/vtdashboard shared by its rows: Entities (Channel, ChannelStatistics,
// ChannelType), Extensions/TimeInterval+Extension.swift and the atoms the rows embed
// (Components/Atoms: AvatarIconImage, ChannelTypeToggle, OneLineTitleText, VerticalIconNumeralText).

struct Channel: Identifiable, Codable {
    var id: String { channelId }
    let channelId: String
    let title: String
    let thumbnailImageUrl: String
    var type: ChannelType
    let updatedAt: TimeInterval
    var statistics: ChannelStatistics?
}

struct ChannelStatistics: Identifiable, Codable {
    var id: String { channelId }
    let channelId: String
    let title: String
    let description: String
    let thumbnailIconUrl: String
    let subscribers: Int?
    let views: Int?
    let comments: Int?
    let videos: Int?
    let uploads: String
    let publishedAt: String
    let lastPublishedVideoAt: String
    let updatedAt: TimeInterval
    let isRebranded: Bool
}

enum ChannelType: Int, Codable {
    case original = 1
    case half = 2
}

public extension TimeInterval {
    var displayText: String {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "yyyy-MM-dd HH:mm"
        return dateFormatter.string(from: Date(timeIntervalSince1970: self / 1_000))
    }
}

struct AvatarIconImage: View {
    let thumbnailImageUrl: String
    var body: some View {
        KFImage(URL(string: thumbnailImageUrl))
            .placeholder {
                Image(systemName: "person.circle")
                    .font(.system(size: 80))
            }
            .cancelOnDisappear(true)
            .resizable()
            .aspectRatio(contentMode: .fill)
            .clipShape(Circle())
    }
}

struct ChannelTypeToggle: View {
    @Binding var isOriginalChannel: Bool
    var body: some View {
        Toggle("Original", isOn: $isOriginalChannel)
            .font(.footnote)
            .toggleStyle(CheckboxStyle())
            .frame(maxWidth: 76)
    }
}

private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        return HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .resizable()
                .frame(width: 16, height: 16)
                .foregroundColor(configuration.isOn ? .purple : .gray)
                .font(.system(size: 20, weight: .bold, design: .default))
                .onTapGesture {
                    configuration.isOn.toggle()
                }
        }
        .fixedSize(horizontal: true, vertical: true)
    }
}

struct OneLineTitleText: View {
    let text: String
    var body: some View {
        Text(text)
            .font(.title2)
            .bold()
            .lineLimit(1)
    }
}

struct VerticalIconNumeralText: View {
    let imageSystemName: String
    let text: Int
    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: imageSystemName)
                .frame(width: 16, height: 16)
            Text("\(text)")
                .font(.caption)
        }
        .fixedSize(horizontal: true, vertical: true)
    }
}
