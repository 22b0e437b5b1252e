import GdsKit
import SwiftUI

// seb-oss/green-ios: what its snapshot cases need besides the SebGreenComponents sources.

// SwiftPM's resource accessor for the module: its Resources folder (AdditionalGdsColours and
// Media catalogs, the string catalog) is the app bundle's here, where the render finds the
// repository's catalogs.
extension Bundle {
    static var module: Bundle { .main }
}

// The galleries and fixture the snapshot tests declare privately, restated from
// GreenRowSnapshotTests.swift, GreenListSnapshotTests.swift and GdsToggleSnapshotTests.swift.

/// Nine 56 pt rows, one per common trailing/leading combination.
struct OracleRowGallery56: View {
    @State private var notificationsOn = true
    @State private var wifiOnlyOn = false

    var body: some View {
        VStack(spacing: 0) {
            GreenRow(title: "Title only", trailing: .chevron, size: .list56, onTap: {})
            GreenRow(title: "Leading icon", leading: .icon(Image(systemName: "doc.plaintext")), size: .list56, onTap: {})
            GreenRow(title: "Value text", leading: .icon(Image(systemName: "creditcard")),
                     trailing: .valueText("1 234 kr"), size: .list56, onTap: {})
            GreenRow(title: "Trailing icon", leading: .icon(Image(systemName: "person.fill")),
                     trailing: .icon(Image(systemName: "info.circle")), size: .list56, onTap: {})
            GreenRow(title: "Wi\u{2011}Fi only", trailing: .toggle(isOn: $wifiOnlyOn), size: .list56)
            GreenRow(title: "Notifications", subtitle: "Push and email alerts",
                     leading: .icon(Image(systemName: "bell.fill")),
                     trailing: .toggle(isOn: $notificationsOn), size: .list56)
            GreenRow(title: "Checkbox trailing", trailing: .checkbox(isSelected: true), size: .list56, isSelected: true)
            GreenRow(title: "Radio trailing", trailing: .radio(isSelected: true), size: .list56, isSelected: true)
            GreenRow(title: "Disabled compact row", leading: .icon(Image(systemName: "lock.fill")),
                     size: .list56, isEnabled: false)
        }
    }
}

/// Nine 72 pt rows: subtitles, value text, leading selection controls, a disabled row.
struct OracleRowGallery72: View {
    var body: some View {
        VStack(spacing: 0) {
            GreenRow(title: "Title only", trailing: .chevron, size: .list72, onTap: {})
            GreenRow(title: "Headline", subtitle: "Sub headline", leading: .icon(Image(systemName: "doc.plaintext")),
                     trailing: .chevron, size: .list72, onTap: {})
            GreenRow(title: "With value", subtitle: "Summary of the row", leading: .icon(Image(systemName: "creditcard")),
                     trailing: .valueText("1 234 kr"), size: .list72, onTap: {})
            GreenRow(title: "Trailing icon", subtitle: "Additional context", leading: .icon(Image(systemName: "person.fill")),
                     trailing: .icon(Image(systemName: "info.circle")), size: .list72, onTap: {})
            GreenRow(title: "Checkbox option", leading: .checkbox(isSelected: false), size: .list72, onTap: {})
            GreenRow(title: "Checkbox selected", leading: .checkbox(isSelected: true), size: .list72,
                     isSelected: true, onTap: {})
            GreenRow(title: "Radio option", leading: .radio(isSelected: false), size: .list72, onTap: {})
            GreenRow(title: "Radio selected", leading: .radio(isSelected: true), size: .list72,
                     isSelected: true, onTap: {})
            GreenRow(title: "Disabled row", subtitle: "Not available right now", leading: .icon(Image(systemName: "lock.fill")),
                     size: .list72, isEnabled: false, onTap: {})
        }
    }
}

/// Three rows whose title (and subtitle) wrap over several lines.
struct OracleRowLongTextGallery: View {
    private let title = "Very long title that should wrap across multiple lines to validate typography and spacing in the row component and ensure no clipping occurs in the layout."
    private let subtitle = "This is an equally long subtitle intended to demonstrate multiline wrapping behavior for secondary text, verifying line height, spacing, and color in both light and dark modes."

    var body: some View {
        VStack(spacing: 0) {
            GreenRow(title: title, subtitle: subtitle, leading: .icon(Image(systemName: "doc.plaintext")),
                     trailing: .valueText("1 234 567 kr"), size: .list72, onTap: {})
            GreenRow(title: title, trailing: .chevron, size: .list56, onTap: {})
            GreenRow(title: title, subtitle: subtitle, trailing: .icon(Image(systemName: "info.circle")),
                     size: .list72, onTap: {})
        }
    }
}

/// The list tests' content: a caption, then eight rows in their common states.
struct OracleListFixtureContent: View {
    @State private var toggleOn = true

    var body: some View {
        Group {
            Text("List Showcase")
                .font(.gds(.detailSRegular))
                .foregroundColor(.gds(.contentNeutral03))
                .padding([.horizontal, .top], .gds(.spaceM))
            GreenRow(title: "Title only", trailing: .chevron, onTap: {})
            GreenRow(title: "With subtitle", subtitle: "Subtitle text", leading: .icon(Image(systemName: "doc.plaintext")),
                     trailing: .chevron, size: .list72, onTap: {})
            GreenRow(title: "Value text", leading: .icon(Image(systemName: "creditcard")),
                     trailing: .valueText("1 234 kr"), size: .list72, onTap: {})
            GreenRow(title: "Trailing icon", leading: .icon(Image(systemName: "person.fill")),
                     trailing: .icon(Image(systemName: "info.circle")), onTap: {})
            GreenRow(title: "Toggle row", leading: .icon(Image(systemName: "bell.fill")), trailing: .toggle(isOn: $toggleOn))
            GreenRow(title: "Checkbox selected", leading: .checkbox(isSelected: true), isSelected: true, onTap: {})
            GreenRow(title: "Radio selected", leading: .radio(isSelected: true), isSelected: true, onTap: {})
            GreenRow(title: "Disabled row", subtitle: "Not available", leading: .icon(Image(systemName: "lock.fill")),
                     isEnabled: false, showsSeparator: false, onTap: {})
        }
    }
}

/// A list as the list tests' helpers build it: plain or grouped on the neutral background, or
/// elevated under a 56 pt black band.
@MainActor func oracleGreenList(_ style: GreenList<OracleListFixtureContent>.Style) -> AnyView {
    switch style {
    case .plain, .grouped:
        return AnyView(
            GreenList(style: style) { OracleListFixtureContent() }
                .background(Color.l1Neutral02)
        )
    case .elevated, .elevatedGrouped:
        return AnyView(
            ZStack(alignment: .top) {
                Color.black
                    .frame(height: 56)
                    .ignoresSafeArea(edges: .top)
                GreenList(style: style) { OracleListFixtureContent() }
            }
            .background(.gds(.l1Neutral02))
        )
    }
}

/// The toggle test's gallery: the GDS switch on, on and disabled, off, off and disabled.
struct OracleToggleGallery: View {
    var body: some View {
        VStack(spacing: .gds(.spaceL)) {
            Toggle("", isOn: .constant(true)).toggleStyle(.gds).labelsHidden()
            Toggle("", isOn: .constant(true)).toggleStyle(.gds).labelsHidden().disabled(true)
            Toggle("", isOn: .constant(false)).toggleStyle(.gds).labelsHidden()
            Toggle("", isOn: .constant(false)).toggleStyle(.gds).labelsHidden().disabled(true)
        }
        .frame(width: 320)
        .padding(.gds(.spaceL))
        .background(Color.l1Neutral02)
    }
}

/// The info-card tests' helper: the card at 320 pt, as tall as it needs, padded.
@MainActor func oracleInfoCard(_ variant: InfoCardView.Variant, _ actions: InfoCardView.Actions) -> AnyView {
    AnyView(
        InfoCardView(
            model: .init(
                title: "Spärra ditt kort snabbt i appen",
                message: "Välj kontot som kortet är kopplat till och sen Hantera kort.",
                variant: variant
            ),
            actions: actions
        )
        .frame(width: 320, alignment: .leading)
        .fixedSize(horizontal: false, vertical: true)
        .padding()
    )
}
