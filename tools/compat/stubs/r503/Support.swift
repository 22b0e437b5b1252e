import SwiftUI
import LoopKit
// Stubs for LoopKit/Loop Loop/Views/SettingsView+algorithmExperimentsSection.swift (ExperimentRow): what the
// rest of the file reaches in the app: SettingsView and its SettingsViewModel (Loop/Views/SettingsView.swift,
// Loop/View Models/SettingsViewModel.swift; reduced to the dosing strategy the section reads) and the two
// experiment screens it links to (Loop/Views/GlucoseBasedApplicationFactorSelectionView.swift,
// IntegralRetrospectiveCorrectionSelectionView.swift; their toggles only).

public class SettingsViewModel: ObservableObject {
    @Published var automaticDosingStrategy: AutomaticDosingStrategy

    init(automaticDosingStrategy: AutomaticDosingStrategy) {
        self.automaticDosingStrategy = automaticDosingStrategy
    }
}

public struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel

    public var body: some View {
        List {
            algorithmExperimentsSection
        }
    }
}

public struct GlucoseBasedApplicationFactorSelectionView: View {
    @Binding var isGlucoseBasedApplicationFactorEnabled: Bool
    var automaticDosingStrategy: AutomaticDosingStrategy

    public init(isGlucoseBasedApplicationFactorEnabled: Binding<Bool>, automaticDosingStrategy: AutomaticDosingStrategy) {
        self.automaticDosingStrategy = automaticDosingStrategy
        self._isGlucoseBasedApplicationFactorEnabled = isGlucoseBasedApplicationFactorEnabled
    }

    public var body: some View {
        Toggle("Enable Glucose Based Partial Application", isOn: $isGlucoseBasedApplicationFactorEnabled)
            .padding()
    }
}

public struct IntegralRetrospectiveCorrectionSelectionView: View {
    @Binding var isIntegralRetrospectiveCorrectionEnabled: Bool

    public init(isIntegralRetrospectiveCorrectionEnabled: Binding<Bool>) {
        self._isIntegralRetrospectiveCorrectionEnabled = isIntegralRetrospectiveCorrectionEnabled
    }

    public var body: some View {
        Toggle("Enable Integral Retrospective Correction", isOn: $isIntegralRetrospectiveCorrectionEnabled)
            .padding()
    }
}
