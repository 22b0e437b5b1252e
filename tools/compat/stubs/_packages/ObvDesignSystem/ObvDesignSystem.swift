// Stub of Olvid's ObvDesignSystem module (Sources/App/ObvDesignSystem): the app theme's semantic colours
// (UIKit colours, as the app's are) that the rows read. Our own test double.
import SwiftUI
import UIKit

public final class AppThemeSemanticColorScheme {
    public var label: UIColor = .label
    public var secondaryLabel: UIColor = .secondaryLabel
    public var tertiarySystemBackground: UIColor = .tertiarySystemBackground
    public var green: UIColor = .systemGreen
    init() {}
}

public final class AppTheme {
    public static let shared = AppTheme()
    public let colorScheme = AppThemeSemanticColorScheme()
    private init() {}
}
