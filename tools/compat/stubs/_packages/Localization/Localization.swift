// Stub of Pocket's Localization package (PocketKit/Sources/Localization): the generated string
// constants the rows use, as their English text. Our own test double.
import Foundation

public enum Localization {
    public static let seeAll = "See all"
    public static let tags = "Tags"
    public static let no = "No"
    public static let yes = "Yes"
    public static let ok = "OK"
    public static let areYouSureYouWantToDeleteThisItem = "Are you sure you want to delete this item?"
}
