import Foundation
// Stub of wallabag/ios-app's local package SharedLib (SharedLib/Sources/SharedLib): what the corpus
// rows use. Settings read UserDefaults with the app's defaults.

public enum WallabagUserDefaults {
    /// "showImageInList" (default true).
    public static var showImageInList: Bool {
        get { UserDefaults.standard.object(forKey: "showImageInList") as? Bool ?? true }
        set { UserDefaults.standard.set(newValue, forKey: "showImageInList") }
    }

    /// "justifyArticle" (default true).
    public static var justifyArticle: Bool {
        get { UserDefaults.standard.object(forKey: "justifyArticle") as? Bool ?? true }
        set { UserDefaults.standard.set(newValue, forKey: "justifyArticle") }
    }

    /// "registred" (default false).
    public static var registred: Bool {
        get { UserDefaults.standard.object(forKey: "registred") as? Bool ?? false }
        set { UserDefaults.standard.set(newValue, forKey: "registred") }
    }
}

public extension Double {
    /// Minutes as "HH:MM:SS".
    var readingTime: String {
        let totalSeconds = Int(self * 60)
        return String(format: "%02d:%02d:%02d", totalSeconds / 3600, totalSeconds % 3600 / 60, totalSeconds % 60)
    }
}

public extension String {
    var url: URL? { URL(string: self) }
}
