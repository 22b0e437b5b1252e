import SwiftUI

// The About section's rows, which o016's AboutSettingsSectionView uses but its case folder does not
// hold: WezSieTato/ScanNow at ab02c44, settings/about/GithubRowView.swift,
// version/VersionRowView.swift and mail/WriteToUsView.swift (their views as the app writes them).

struct GithubRowView: View {
    @Environment(\.openURL) var openURL

    private let repositoryName = "WezSieTato/ScanNow"

    var body: some View {
        HStack {
            Assets.githubMark.swiftUIImage
            Spacer()
            Text(repositoryName)
        }
        .onTapGesture {
            guard let url = URL(string: "https://github.com/\(repositoryName)") else { return }
            openURL(url)
        }
    }
}

struct VersionRowView: View {
    let version: Versioning

    var body: some View {
        HStack {
            Text(Strings.Settings.About.version)
            Spacer()
            Text("\(version.versionNumber) (\(version.buildNumber))")
        }
    }
}

struct WriteToUsView: View {
    @State private var showMailView = false

    let composeMailDataFactory: ComposeMailDataFactory

    var body: some View {
        HStack {
            Text(Strings.Settings.About.email)
            Spacer()
            Image(systemName: "envelope")
        }
        .disabled(!MailView.canSendMail)
        .onTapGesture {
            showMailView = true
        }
        .sheet(isPresented: $showMailView) {
            MailView(data: composeMailDataFactory.make()) { _ in
                showMailView = true
            }
        }
    }
}
