// UIKit's text input settings, which SwiftUI's text fields take too.

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, which SwiftUI takes).
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
/// UIKit's capitalization kinds (the older `autocapitalization` modifier takes them).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }
/// What a text field holds, so the keyboard can suggest it (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = Self("name"), namePrefix = Self("namePrefix"), givenName = Self("givenName"), middleName = Self("middleName")
    public static let familyName = Self("familyName"), nameSuffix = Self("nameSuffix"), nickname = Self("nickname")
    public static let jobTitle = Self("jobTitle"), organizationName = Self("organizationName"), location = Self("location")
    public static let fullStreetAddress = Self("fullStreetAddress"), streetAddressLine1 = Self("streetAddressLine1")
    public static let streetAddressLine2 = Self("streetAddressLine2"), addressCity = Self("addressCity"), addressState = Self("addressState")
    public static let addressCityAndState = Self("addressCityAndState"), sublocality = Self("sublocality"), countryName = Self("countryName")
    public static let postalCode = Self("postalCode"), telephoneNumber = Self("telephoneNumber"), emailAddress = Self("emailAddress")
    public static let URL = Self("URL"), creditCardNumber = Self("creditCardNumber"), username = Self("username")
    public static let password = Self("password"), newPassword = Self("newPassword"), oneTimeCode = Self("oneTimeCode")
    public static let shipmentTrackingNumber = Self("shipmentTrackingNumber"), flightNumber = Self("flightNumber")
    public static let dateTime = Self("dateTime"), birthdate = Self("birthdate"), creditCardExpiration = Self("creditCardExpiration")
    public static let creditCardSecurityCode = Self("creditCardSecurityCode"), creditCardName = Self("creditCardName")
}
