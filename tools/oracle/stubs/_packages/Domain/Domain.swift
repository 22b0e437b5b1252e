import Foundation

// Stand-in for marian-stanciulica/Foodybite's Domain module (at dada87c0): the service protocols
// the settings screens' view models are built with.

// User Session Feature/LogoutService.swift
public protocol LogoutService: Sendable {
    func logout() async throws
}

// Update Account Feature/ChangePasswordService.swift
public protocol ChangePasswordService: Sendable {
    func changePassword(currentPassword: String, newPassword: String) async throws
}

// User Preferences Feature/UserPreferences.swift, UserPreferencesSaver.swift
public struct UserPreferences: Equatable, Sendable {
    public let radius: Int
    public let starsNumber: Int

    public static let `default` = UserPreferences(radius: 10_000, starsNumber: 0)

    public init(radius: Int, starsNumber: Int) {
        self.radius = radius
        self.starsNumber = starsNumber
    }
}

public protocol UserPreferencesSaver {
    func save(_ userPreferences: UserPreferences)
}
