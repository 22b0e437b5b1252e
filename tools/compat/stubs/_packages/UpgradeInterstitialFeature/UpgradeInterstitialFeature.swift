import ComposableArchitecture
import SwiftUI
// Stub of isowords' UpgradeInterstitialFeature module (pointfreeco/isowords
// Sources/UpgradeInterstitialFeature): the API corpus rows use. Test double: the interstitial's
// state, actions and a plain view, without StoreKit.

public enum GameContext: String, Codable {
    case dailyChallenge
    case shared
    case solo
    case turnBased
}

@Reducer
public struct UpgradeInterstitial {
    @ObservableState
    public struct State: Equatable {
        public var isDismissable: Bool
        public var isPurchasing: Bool
        public var secondsPassedCount: Int
        public var upgradeInterstitialDuration: Int

        public init(
            isDismissable: Bool = false,
            isPurchasing: Bool = false,
            secondsPassedCount: Int = 0,
            upgradeInterstitialDuration: Int = 10
        ) {
            self.isDismissable = isDismissable
            self.isPurchasing = isPurchasing
            self.secondsPassedCount = secondsPassedCount
            self.upgradeInterstitialDuration = upgradeInterstitialDuration
        }
    }

    public enum Action {
        case delegate(Delegate)
        case maybeLaterButtonTapped
        case task
        case timerTick
        case upgradeButtonTapped

        @CasePathable
        public enum Delegate {
            case fullGamePurchased
        }
    }

    public init() {}

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .timerTick:
                state.secondsPassedCount += 1
                return .none
            case .upgradeButtonTapped:
                state.isPurchasing = true
                return .none
            case .delegate, .maybeLaterButtonTapped, .task:
                return .none
            }
        }
    }
}

extension UpgradeInterstitial: ReducerProtocol {}

public struct UpgradeInterstitialView: View {
    let store: StoreOf<UpgradeInterstitial>

    public init(store: StoreOf<UpgradeInterstitial>) {
        self.store = store
    }

    public var body: some View {
        VStack(spacing: 24) {
            Text("A personal appeal")
                .font(.title)
            Text("Upgrade to the full game to remove interruptions.")
            Button("Upgrade") { store.send(.upgradeButtonTapped) }
            if store.isDismissable {
                Button("Maybe later") { store.send(.maybeLaterButtonTapped) }
            }
        }
        .padding()
    }
}
