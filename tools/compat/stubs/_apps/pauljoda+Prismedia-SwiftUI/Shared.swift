// Stubs shared by the pauljoda/Prismedia-SwiftUI rows (r652–r654): the design tokens PrismediaSpacing and
// PrismediaColor (PrismediaShared/DesignSystem/Tokens/; the accent from its asset colour set, light
// #C7C9CC-ish grey and dark #EBEBEB) and the AccountSession and AdministrativeDatabaseBackup models
// (PrismediaShared/Features/…/Models/). Our own test doubles.
import SwiftUI
import UIKit

public enum PrismediaSpacing {
    public static let extraExtraSmall: CGFloat = 2
    public static let extraSmall: CGFloat = 4
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 12
    public static let large: CGFloat = 16
    public static let extraLarge: CGFloat = 20
}

public enum PrismediaColor {
    public static let accent = Color(UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.92, green: 0.92, blue: 0.92, alpha: 1)
            : UIColor(red: 0.78, green: 0.79, blue: 0.80, alpha: 1)
    })
    public static let materialSpectrumGreen = Color(red: 0x4D / 255, green: 0x92 / 255, blue: 0x5D / 255)
    public static let destructive = Color.red
    public static let textSecondary = Color.secondary
}

public struct AccountSession: Codable, Identifiable, Hashable, Sendable {
    public let id: UUID
    public let client: String?
    public let deviceName: String?
    public let deviceID: String?
    public let applicationVersion: String?
    public let createdAt: Date
    public let lastSeenAt: Date
    public let isCurrent: Bool

    public init(id: UUID, client: String? = nil, deviceName: String? = nil, deviceID: String? = nil,
                applicationVersion: String? = nil, createdAt: Date, lastSeenAt: Date, isCurrent: Bool) {
        self.id = id
        self.client = client
        self.deviceName = deviceName
        self.deviceID = deviceID
        self.applicationVersion = applicationVersion
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.isCurrent = isCurrent
    }
}

public struct AdministrativeDatabaseBackup: Decodable, Identifiable, Hashable, Sendable {
    public let id: UUID
    public let fileName: String
    public let backupPath: String
    public let status: String
    public let isManual: Bool
    public let sizeBytes: Int64?
    public let createdAt: Date
    public let completedAt: Date?
    public let expiresAt: Date?
    public let error: String?

    public init(id: UUID, fileName: String, backupPath: String, status: String, isManual: Bool, sizeBytes: Int64?,
                createdAt: Date, completedAt: Date?, expiresAt: Date?, error: String?) {
        self.id = id
        self.fileName = fileName
        self.backupPath = backupPath
        self.status = status
        self.isManual = isManual
        self.sizeBytes = sizeBytes
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.expiresAt = expiresAt
        self.error = error
    }
}
