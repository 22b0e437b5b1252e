import Combine
import Foundation
import SwiftUI
import VaultFeed

// Types that only the tile files' #Preview blocks name (vault-ios's injector, clocks, timers and
// mocks). They are declared so the previews compile; the oracle never renders a preview.

final class EpochClockImpl {}
final class IntervalTimerImpl {}
final class BackupEventLoggerMock {}
final class VaultKeyDeriverFactoryImpl {}
final class EncryptedVaultDecoderMock {}
final class VaultStoreHOTPIncrementerMock {}
struct Defaults {
    init(userDefaults: UserDefaults) {}
}
enum AutoBackupStatus { case disabled, enabled }
struct AutoBackupConfiguration {}
final class AutoBackupServiceMock {
    init(status: AutoBackupStatus, configuration: AutoBackupConfiguration) {}
}

@Observable
final class VaultInjector {
    init(clock: EpochClockImpl, intervalTimer: IntervalTimerImpl, backupEventLogger: BackupEventLoggerMock,
         vaultKeyDeriverFactory: VaultKeyDeriverFactoryImpl, encryptedVaultDecoder: EncryptedVaultDecoderMock,
         autoBackupService: AutoBackupServiceMock, defaults: Defaults, fileManager: FileManager) {}
}

final class OTPCodePublisherMock: OTPCodePublisher {
    let subject = PassthroughSubject<String, any Error>()
    func renderedCodePublisher() -> AnyPublisher<String, any Error> { subject.eraseToAnyPublisher() }
}

struct OTPCodeTimerState {
    var startTime: Double
    var endTime: Double
}
final class OTPCodeTimerPeriodState {
    init(statePublisher: AnyPublisher<OTPCodeTimerState, Never>) {}
}
struct CodeTimerHorizontalBarView: View {
    var timerState: OTPCodeTimerPeriodState
    var color: Color
    var body: some View { color }
}

struct HOTPGenerator {
    init(secret: Data) {}
}
final class HOTPCodePublisher {
    init(hotpGenerator: HOTPGenerator) {}
}
final class OTPCodeButtonViewModel {
    init(id: Identifier<VaultItem>, codePublisher: HOTPCodePublisher, timer: IntervalTimerImpl, initialCounter: UInt64,
         incrementerStore: VaultStoreHOTPIncrementerMock) {}
}
struct OTPCodeButtonView: View {
    var viewModel: OTPCodeButtonViewModel
    var body: some View { Image(systemName: "arrow.clockwise") }
}
