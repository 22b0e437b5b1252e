import RowScene

/// The design system's type roles: Helvetica Neue sizes and weights.
extension Font {
    /// Row titles: 16 pt medium.
    public static let spotifyBodyLarge = Font.custom("Helvetica Neue", size: 16).weight(.medium)
    /// Subtitles: 13 pt regular.
    public static let spotifyBodySmall = Font.custom("Helvetica Neue", size: 13).weight(.regular)
    /// Amounts: 16 pt bold.
    public static let spotifyNumberMedium = Font.custom("Helvetica Neue", size: 16).weight(.bold)
    /// Labels under amounts: 10 pt regular.
    public static let spotifyCaptionSmall = Font.custom("Helvetica Neue", size: 10).weight(.regular)
    /// Labels: 12 pt semibold.
    public static let spotifyLabelMedium = Font.custom("Helvetica Neue", size: 12).weight(.semibold)
}

/// The design system's typography constants: text styles, so they follow Dynamic Type.
public enum AppTypography {
    public static let body = Font.body
    public static let caption = Font.caption
    public static let headline = Font.headline
}

/// The design system's spacing scale (the design uses the names; the 4-pt grid values are ours).
public enum AppSpacing {
    public static let xs = 4.0, sm = 8.0, md = 12.0, lg = 16.0, xl = 24.0, xxl = 32.0, xxxl = 48.0
}

/// The design system's corner radii (names from the design; values ours, md matching the 12 pt cards).
public enum AppRadius {
    public static let sm = 8.0, md = 12.0, lg = 20.0
}

/// The design system's row geometry.
public enum RowMetrics {
    public static let iconCircleSize = 48.0
    public static let iconSize = 20.0
    public static let iconBackgroundOpacity = 0.1
    public static let padding = 16.0
    public static let iconToTextSpacing = 16.0
    public static let titleToSubtitleSpacing = 4.0
    public static let cardCornerRadius = 12.0
}
