import Combine
import Domain
import Foundation

// Stand-in for marian-stanciulica/Foodybite's FoodybitePresentation module (at dada87c0): the
// settings and change-password view models and the password errors they show, with the module's
// states and messages (the network and validation work is left out: the snapshots set the state).

// Profile/Settings/SettingsViewModel.swift
public final class SettingsViewModel {
    private let logoutService: LogoutService
    private let goToLogin: () -> Void

    public init(logoutService: LogoutService, goToLogin: @escaping () -> Void) {
        self.logoutService = logoutService
        self.goToLogin = goToLogin
    }

    @MainActor public func logout() async {
        try? await logoutService.logout()
        goToLogin()
    }
}

// Input Validators/PasswordValidator.swift
public enum PasswordValidator: String, Swift.Error, Equatable {
    case empty = "Empty Password"
    case tooShortPassword = "Too short password"
    case passwordDoesntContainUpperLetter = "Password should contain at least one uppercase letter"
    case passwordDoesntContainLowerLetter = "Password should contain at least one lowercase letter"
    case passwordDoesntContainDigits = "Password should contain at least one digit"
    case passwordDoesntContainSpecialCharacter = "Password should contain at least one special character"
    case passwordsDontMatch = "Passwords do not match"
}

// Profile/Settings/Change Password/ChangePasswordValidator.swift
public class ChangePasswordValidator {
    public enum Error: Swift.Error, Equatable {
        case passwordError(PasswordValidator)
        case serverError

        public func toString() -> String {
            switch self {
            case .passwordError(let error): return error.rawValue
            case .serverError: return "Server error"
            }
        }
    }
}

// Profile/Settings/Change Password/ChangePasswordViewModel.swift
public final class ChangePasswordViewModel: ObservableObject {
    private let changePasswordService: ChangePasswordService

    public enum Result: Equatable {
        case idle
        case isLoading
        case failure(ChangePasswordValidator.Error)
        case success
    }

    @Published public var currentPassword = ""
    @Published public var newPassword = ""
    @Published public var confirmPassword = ""
    @Published public var result: Result = .idle

    public var isLoading: Bool { result == .isLoading }

    public init(changePasswordService: ChangePasswordService) {
        self.changePasswordService = changePasswordService
    }

    @MainActor public func changePassword() async {
        result = .isLoading
        do {
            try await changePasswordService.changePassword(currentPassword: currentPassword, newPassword: newPassword)
            result = .success
        } catch {
            result = .failure(.serverError)
        }
    }
}

// Search Criteria/SearchCriteriaViewModel.swift
public final class SearchCriteriaViewModel: ObservableObject {
    private let userPreferencesSaver: UserPreferencesSaver

    @Published public var radius: Int
    @Published public var starsNumber: Int

    public init(userPreferences: UserPreferences, userPreferencesSaver: UserPreferencesSaver) {
        self.userPreferencesSaver = userPreferencesSaver
        radius = userPreferences.radius
        starsNumber = userPreferences.starsNumber
    }

    public func apply() {
        userPreferencesSaver.save(UserPreferences(radius: radius, starsNumber: starsNumber))
    }

    public func reset() {
        userPreferencesSaver.save(.default)
    }
}
