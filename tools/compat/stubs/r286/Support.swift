// Stubs for ProtonVPN/ios-mac-app libraries/Home/Sources/Home-iOS/NetShield/StatsView.swift: the
// Home-iOS target's other files import Theme, whose extension members (themeFont, Color(.text, …),
// .themeRadius4) the row file then sees.
import Theme
