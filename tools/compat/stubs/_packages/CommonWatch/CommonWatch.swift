import SwiftUI
import UIKit
// Stub of 2FAS's CommonWatch framework (twofas/2fas-ios TwoFAS/Common built for watchOS): the types the
// watch app's rows use — Models/IconType.swift, Models/TypeAliases.swift, Colors/TintColor.swift (its
// watchOS branch; the tint*Color asset colours' values) and the brand icon lookup (ServiceIcon, which
// reads the app's icon bundle; a symbol stands in). Test double.

public enum IconType: String, Hashable {
    case brand
    case label
}

public typealias IconTypeID = UUID

public extension IconTypeID {
    static let `default` = UUID(uuidString: "A5B3FB65-4EC5-43E6-8EC1-49E24CA9E7AD")!
}

public enum TintColor: String, Hashable, CaseIterable, Codable {
    case `default`, red, orange, yellow, green, turquoise, lightBlue, indigo, pink, purple, brown

    public var color: Color {
        func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255) }
        switch self {
        case .default: return rgb(0xEB, 0xEB, 0xEB)
        case .lightBlue: return rgb(0x72, 0x91, 0xFF)
        case .indigo: return rgb(0x5E, 0x5C, 0xE6)
        case .purple: return rgb(0x8C, 0x49, 0xDE)
        case .turquoise: return rgb(0x26, 0xBE, 0xAC)
        case .green: return rgb(4, 183, 49)
        case .red: return rgb(0xED, 0x1C, 0x24)
        case .orange: return rgb(255, 122, 0)
        case .yellow: return rgb(255, 186, 10)
        case .pink: return rgb(0xCA, 0x49, 0xDE)
        case .brown: return rgb(0xBD, 0x88, 0x57)
        }
    }
}

public enum ServiceIcon {
    public static func `for`(iconTypeID: IconTypeID) -> UIImage {
        UIImage(systemName: "app.fill") ?? UIImage()
    }
}
