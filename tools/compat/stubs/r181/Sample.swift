import SwiftUI

/// SigningDylibView lists one toggle per dylib, bound to the signing options.
private struct SampleDylibToggle: View {
    @State private var options: Options? = Options(
        disInjectionFiles: ["@rpath/CydiaSubstrate.framework/CydiaSubstrate"],
        removeFiles: []
    )

    var body: some View {
        SigningToggleCellView(
            title: "@rpath/libswiftCore.dylib",
            options: $options,
            arrayKeyPath: \.disInjectionFiles
        )
    }
}

@MainActor func makeSampleRow() -> some View {
    SampleDylibToggle()
}
