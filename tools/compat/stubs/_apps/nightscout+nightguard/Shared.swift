// Stubs for nightscout/nightguard (r885, r886, r946): the glucose units (domain/Units.swift), the typed
// user-defaults value (helpers/UserDefaultsValue.swift) and the two repositories of settings
// (repository/UserDefaultsRepository.swift, SharedUserDefaultsRepository.swift). Our own test
// doubles with the app's names: values are kept in memory.
import Foundation

enum Units: String {
    case mgdl = "mgdl"
    case mmol = "mmol"
}

extension Units: CustomStringConvertible {
    var description: String {
        switch self {
        case .mgdl: return "mg/dL"
        case .mmol: return "mmol/L"
        }
    }
}

class UserDefaultsValue<T: Equatable> {
    let key: String
    private var stored: T

    init(key: String, default defaultValue: T) {
        self.key = key
        self.stored = defaultValue
    }

    var value: T {
        get { stored }
        set { stored = newValue }
    }
}

class UserDefaultsRepository {
    static let manuallySetUnits = UserDefaultsValue<Bool>(key: "manuallySetUnits", default: false)
    static let units = UserDefaultsValue<Units>(key: "units", default: Units.mmol)
    static let dimScreenWhenIdle = UserDefaultsValue<Int>(key: "dimScreenWhenIdle", default: 0)
}

class SharedUserDefaultsRepository {
    static let screenlockSwitchState = UserDefaultsValue<Bool>(key: "screenlockSwitchState", default: false)
}
