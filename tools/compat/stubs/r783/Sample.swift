import SwiftUI

// Settings: the workspace rows on the app's grouped background.
@MainActor func makeSampleRow() -> some View {
    ToggleHost { notifications in
        ScrollView {
            VStack(spacing: 0) {
                AppListRow(icon: "person.crop.circle", title: "Profile", subtitle: "Name, photo and status")
                Divider().padding(.leading, 68)
                AppListRow(icon: "bell.badge", iconColor: AppColors.statusWarning, title: "Notifications",
                           accessory: .toggle(notifications))
                Divider().padding(.leading, 68)
                AppListRow(icon: "building.2", title: "Organization", subtitle: "Acme Inc.", accessory: .badge("Admin"))
                Divider().padding(.leading, 68)
                AppListRow(icon: "rectangle.portrait.and.arrow.right", iconColor: AppColors.statusError,
                           title: "Sign Out", accessory: .none)
            }
            .background(AppColors.surfacePrimary)
            .clipShape(RoundedRectangle(cornerRadius: AppRadius.large, style: .continuous))
            .padding(AppSpacing.lg)
        }
        .background(AppColors.backgroundSecondary)
    }
}

/// Holds the notifications toggle's state for the sample.
struct ToggleHost<Content: View>: View {
    @State private var isOn = true
    let content: (Binding<Bool>) -> Content
    var body: some View { content($isOn) }
}
