import UIKit
// Stub of the FlagKit package (madebybowtie/FlagKit): a flag by ISO 3166 region code and its image
// in a style. Test double: the image is looked up by the flag's asset name ("Flags/<code>") as
// FlagKit does in its own bundle; there is none here, so it comes back empty.

public enum FlagStyle: Int, CaseIterable {
    case none
    case roundedRect
    case square
    case circle
}

public class Flag {
    public let countryCode: String

    public init?(countryCode: String) {
        guard countryCode.count == 2, countryCode.allSatisfy({ $0.isLetter && $0.isUppercase }) else {
            return nil
        }
        self.countryCode = countryCode
    }

    public var originalImage: UIImage {
        UIImage(named: "Flags/\(countryCode)") ?? UIImage()
    }

    public func image(style: FlagStyle) -> UIImage {
        originalImage
    }
}
