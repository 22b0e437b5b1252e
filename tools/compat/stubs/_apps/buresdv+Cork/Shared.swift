import SwiftUI
import CorkModels
import CorkShared
import Defaults
import FactoryKit
// Stubs shared by the rows of buresdv/Cork (views of the app target they embed).

/// A sidebar package entry: a blue dot when tagged, the name and installed versions, a spinner
/// while the package is being modified, pin and outdated marks.
struct PackageListItem: View {
    var packageItem: BrewPackage

    @InjectedObservable(\.outdatedPackagesTracker) var outdatedPackagesTracker: OutdatedPackagesTracker

    private var isOutdated: Bool {
        outdatedPackagesTracker.allDisplayableOutdatedPackages.contains { $0.package.getCompletePackageName() == packageItem.getCompletePackageName() }
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            if packageItem.isTagged {
                Circle()
                    .frame(width: 10, height: 10, alignment: .center)
                    .foregroundStyle(.blue)
            }
            Text(packageItem.name(withPrecision: .inlineFormatted))
            Text(packageItem.getFormattedVersions())
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer()
            if packageItem.isBeingModified {
                ProgressView()
                    .frame(height: 5)
                    .scaleEffect(0.5)
            }
            if packageItem.isPinned {
                Image(systemName: "pin.fill").foregroundStyle(.secondary)
            }
            if isOutdated {
                Image(systemName: "clock").foregroundStyle(.secondary)
            }
        }
    }
}

struct TagUntagButton: View {
    @Environment(BrewPackagesTracker.self) var brewPackagesTracker: BrewPackagesTracker
    let package: BrewPackage

    var body: some View {
        Button {
            brewPackagesTracker.updatePackageInPlace(package) { $0.isTagged.toggle() }
        } label: {
            Label(package.isTagged ? "Untag \(package.name(withPrecision: .inlineFormatted))" : "Tag \(package.name(withPrecision: .inlineFormatted))",
                  systemImage: package.isTagged ? "tag.slash" : "tag")
        }
    }
}

struct UninstallPackageButton: View {
    let package: BrewPackage

    var body: some View {
        Button(role: .destructive) {} label: {
            Label("Uninstall \(package.name(withPrecision: .precise))", systemImage: "trash")
        }
    }
}

/// Shown only when purging is allowed in the settings.
struct PurgePackageButton: View {
    @Default(.allowMoreCompleteUninstallations) var allowMoreCompleteUninstallations: Bool
    let package: BrewPackage

    var body: some View {
        if allowMoreCompleteUninstallations {
            Button(role: .destructive) {} label: {
                Label("Purge \(package.name(withPrecision: .precise))", systemImage: "trash.fill")
            }
        }
    }
}

/// Opens Homebrew's install instructions.
struct ReinstallHomebrewButton: View {
    var body: some View {
        Button("Reinstall Homebrew") {}
    }
}
