import SwiftUI

// Stubs for what ProtonCore's SwiftUI components (libraries/UIFoundations at 89b81f97) use from
// the rest of UIFoundations and that the cases do not compile themselves.

// Utils/Brand.swift: the brand, .proton unless an app sets another.
public enum Brand {
    case proton
    case vpn
    case pass
    case wallet

    public static var currentBrand: Brand = .proton
}

// Colors/ColorProvider.swift + ColorPalette/ColorPaletteiOS.swift: ColorProvider.<Name> is the
// palette's ProtonColor as a SwiftUI Color, i.e. the named colorset of UIFoundations' asset
// catalog (Resources-Shared/Assets.xcassets, light and dark variants). For the .proton brand
// darkModeAwareValue takes the named colour itself (the VPN fallbacks are not used).
public final class ColorProviderBase {
    fileprivate init() {}

    private func named(_ name: String) -> Color { Color(name) }

    public var NotificationError: Color { named("MobileNotificationError") }
    public var NotificationWarning: Color { named("MobileNotificationWarning") }
    public var NotificationSuccess: Color { named("MobileNotificationSuccess") }
    public var NotificationNorm: Color { named("MobileNotificationNorm") }

    public var InteractionNorm: Color { named("MobileInteractionNorm") }
    public var InteractionNormPressed: Color { named("MobileInteractionNormPressed") }
    public var InteractionNormDisabled: Color { named("MobileInteractionNormDisabled") }
    public var InteractionNormMajor1PassTheme: Color { named("MobileInteractionNormMajor1PassTheme") }
    public var InteractionNormMajor2PassTheme: Color { named("MobileInteractionNormMajor2PassTheme") }

    public var TextWeak: Color { named("MobileTextWeak") }
    public var TextInverted: Color { named("MobileTextInverted") }
    public var TextAccent: Color { named("MobileTextAccent") }

    public var IconInverted: Color { named("MobileIconInverted") }

    public var White: Color { named("White") }
}

public let ColorProvider = ColorProviderBase()
