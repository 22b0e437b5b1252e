import SwiftUI
import UIKit

// Stand-in for the GdsColours module of seb-oss/green-tokens-ios 0.0.13, which GdsKit re-exports.
// The package names its colours (GdsColor) and looks each one up in its own Colours.xcassets;
// that catalog is not part of the case's repository, so its values are restated here: per
// colour, the sRGB components (red, green, blue, alpha) of the light (any) and dark appearance
// of its colorset at 0.0.13. A name the package's catalog does not hold (the app's own
// additional colours, asked for without the app's bundle) resolves, as on iOS, to no colour.

public struct GdsColor: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let l1Neutral01 = GdsColor(rawValue: "l1Neutral01")
    public static let l1Neutral02 = GdsColor(rawValue: "l1Neutral02")
    public static let l1Brand01 = GdsColor(rawValue: "l1Brand01")
    public static let l1Neutral03 = GdsColor(rawValue: "l1Neutral03")
    public static let l2Neutral01 = GdsColor(rawValue: "l2Neutral01")
    public static let l2Neutral012 = GdsColor(rawValue: "l2Neutral012")
    public static let l2Neutral02 = GdsColor(rawValue: "l2Neutral02")
    public static let l2Neutral022 = GdsColor(rawValue: "l2Neutral022")
    public static let l2Neutral03 = GdsColor(rawValue: "l2Neutral03")
    public static let l2Brand01 = GdsColor(rawValue: "l2Brand01")
    public static let l2Brand02 = GdsColor(rawValue: "l2Brand02")
    public static let l2Positive01 = GdsColor(rawValue: "l2Positive01")
    public static let l2Negative01 = GdsColor(rawValue: "l2Negative01")
    public static let l2Warning01 = GdsColor(rawValue: "l2Warning01")
    public static let l2Information01 = GdsColor(rawValue: "l2Information01")
    public static let l2Notice01 = GdsColor(rawValue: "l2Notice01")
    public static let l3Neutral01 = GdsColor(rawValue: "l3Neutral01")
    public static let l3Neutral012 = GdsColor(rawValue: "l3Neutral012")
    public static let l3Neutral02 = GdsColor(rawValue: "l3Neutral02")
    public static let l3Neutral022 = GdsColor(rawValue: "l3Neutral022")
    public static let l3Neutral03 = GdsColor(rawValue: "l3Neutral03")
    public static let l3Neutral032 = GdsColor(rawValue: "l3Neutral032")
    public static let l3Brand01 = GdsColor(rawValue: "l3Brand01")
    public static let l3Brand02 = GdsColor(rawValue: "l3Brand02")
    public static let l3Brand022 = GdsColor(rawValue: "l3Brand022")
    public static let l3Positive01 = GdsColor(rawValue: "l3Positive01")
    public static let l3Positive02 = GdsColor(rawValue: "l3Positive02")
    public static let l3Positive03 = GdsColor(rawValue: "l3Positive03")
    public static let l3Negative01 = GdsColor(rawValue: "l3Negative01")
    public static let l3Negative02 = GdsColor(rawValue: "l3Negative02")
    public static let l3Negative03 = GdsColor(rawValue: "l3Negative03")
    public static let l3Notice01 = GdsColor(rawValue: "l3Notice01")
    public static let l3Notice02 = GdsColor(rawValue: "l3Notice02")
    public static let l3Notice03 = GdsColor(rawValue: "l3Notice03")
    public static let l3Warning01 = GdsColor(rawValue: "l3Warning01")
    public static let l3Warning02 = GdsColor(rawValue: "l3Warning02")
    public static let l3Warning03 = GdsColor(rawValue: "l3Warning03")
    public static let l3Information01 = GdsColor(rawValue: "l3Information01")
    public static let l3Information02 = GdsColor(rawValue: "l3Information02")
    public static let l3Information03 = GdsColor(rawValue: "l3Information03")
    public static let l3Disabled01 = GdsColor(rawValue: "l3Disabled01")
    public static let l3Disabled02 = GdsColor(rawValue: "l3Disabled02")
    public static let l3Disabled03 = GdsColor(rawValue: "l3Disabled03")
    public static let borderNeutral01 = GdsColor(rawValue: "borderNeutral01")
    public static let borderNeutral02 = GdsColor(rawValue: "borderNeutral02")
    public static let borderNeutral03 = GdsColor(rawValue: "borderNeutral03")
    public static let borderNeutral04 = GdsColor(rawValue: "borderNeutral04")
    public static let borderNeutral05 = GdsColor(rawValue: "borderNeutral05")
    public static let borderInformation01 = GdsColor(rawValue: "borderInformation01")
    public static let borderInformation02 = GdsColor(rawValue: "borderInformation02")
    public static let borderPositive01 = GdsColor(rawValue: "borderPositive01")
    public static let borderPositive02 = GdsColor(rawValue: "borderPositive02")
    public static let borderNegative01 = GdsColor(rawValue: "borderNegative01")
    public static let borderNegative02 = GdsColor(rawValue: "borderNegative02")
    public static let borderWarning01 = GdsColor(rawValue: "borderWarning01")
    public static let borderWarning02 = GdsColor(rawValue: "borderWarning02")
    public static let borderNotice01 = GdsColor(rawValue: "borderNotice01")
    public static let borderNotice02 = GdsColor(rawValue: "borderNotice02")
    public static let contentNeutral01 = GdsColor(rawValue: "contentNeutral01")
    public static let contentNeutral02 = GdsColor(rawValue: "contentNeutral02")
    public static let contentNeutral03 = GdsColor(rawValue: "contentNeutral03")
    public static let contentNeutral04 = GdsColor(rawValue: "contentNeutral04")
    public static let contentNeutral05 = GdsColor(rawValue: "contentNeutral05")
    public static let contentBrand01 = GdsColor(rawValue: "contentBrand01")
    public static let contentBrand02 = GdsColor(rawValue: "contentBrand02")
    public static let contentPositive01 = GdsColor(rawValue: "contentPositive01")
    public static let contentPositive02 = GdsColor(rawValue: "contentPositive02")
    public static let contentPositive03 = GdsColor(rawValue: "contentPositive03")
    public static let contentNegative01 = GdsColor(rawValue: "contentNegative01")
    public static let contentNegative02 = GdsColor(rawValue: "contentNegative02")
    public static let contentWarning01 = GdsColor(rawValue: "contentWarning01")
    public static let contentWarning02 = GdsColor(rawValue: "contentWarning02")
    public static let contentNotice01 = GdsColor(rawValue: "contentNotice01")
    public static let contentNotice02 = GdsColor(rawValue: "contentNotice02")
    public static let contentDisabled01 = GdsColor(rawValue: "contentDisabled01")
    public static let contentDisabled02 = GdsColor(rawValue: "contentDisabled02")
    public static let stateNeutral01 = GdsColor(rawValue: "stateNeutral01")
    public static let stateNeutral02 = GdsColor(rawValue: "stateNeutral02")
    public static let stateNeutral03 = GdsColor(rawValue: "stateNeutral03")
    public static let stateNeutral04 = GdsColor(rawValue: "stateNeutral04")
    public static let stateNeutral05 = GdsColor(rawValue: "stateNeutral05")
    public static let stateNeutral06 = GdsColor(rawValue: "stateNeutral06")
    public static let stateBrand01 = GdsColor(rawValue: "stateBrand01")
    public static let stateBrand02 = GdsColor(rawValue: "stateBrand02")
    public static let stateBrand03 = GdsColor(rawValue: "stateBrand03")
    public static let stateBrand04 = GdsColor(rawValue: "stateBrand04")
    public static let stateBrand05 = GdsColor(rawValue: "stateBrand05")
    public static let stateBrand06 = GdsColor(rawValue: "stateBrand06")
    public static let stateBrand0202 = GdsColor(rawValue: "stateBrand0202")
    public static let stateBrand0203 = GdsColor(rawValue: "stateBrand0203")
    public static let statePositive01 = GdsColor(rawValue: "statePositive01")
    public static let statePositive02 = GdsColor(rawValue: "statePositive02")
    public static let statePositive03 = GdsColor(rawValue: "statePositive03")
    public static let statePositive04 = GdsColor(rawValue: "statePositive04")
    public static let statePositive05 = GdsColor(rawValue: "statePositive05")
    public static let statePositive06 = GdsColor(rawValue: "statePositive06")
    public static let stateNegative01 = GdsColor(rawValue: "stateNegative01")
    public static let stateNegative02 = GdsColor(rawValue: "stateNegative02")
    public static let stateNegative03 = GdsColor(rawValue: "stateNegative03")
    public static let stateNegative04 = GdsColor(rawValue: "stateNegative04")
    public static let stateNegative05 = GdsColor(rawValue: "stateNegative05")
    public static let stateNegative06 = GdsColor(rawValue: "stateNegative06")
    public static let stateNotice01 = GdsColor(rawValue: "stateNotice01")
    public static let stateNotice02 = GdsColor(rawValue: "stateNotice02")
    public static let stateNotice03 = GdsColor(rawValue: "stateNotice03")
    public static let stateNotice04 = GdsColor(rawValue: "stateNotice04")
    public static let stateNotice05 = GdsColor(rawValue: "stateNotice05")
    public static let stateNotice06 = GdsColor(rawValue: "stateNotice06")
    public static let stateWarning01 = GdsColor(rawValue: "stateWarning01")
    public static let stateWarning02 = GdsColor(rawValue: "stateWarning02")
    public static let stateWarning03 = GdsColor(rawValue: "stateWarning03")
    public static let stateWarning04 = GdsColor(rawValue: "stateWarning04")
    public static let stateWarning05 = GdsColor(rawValue: "stateWarning05")
    public static let stateWarning06 = GdsColor(rawValue: "stateWarning06")
}

typealias GdsComponents = (red: Double, green: Double, blue: Double, alpha: Double)

/// Colours.xcassets at 0.0.13: name → (light, dark).
let gdsCatalog: [String: (light: GdsComponents, dark: GdsComponents)] = [
    "l1Neutral01": ((1.000, 1.000, 1.000, 1.000), (0.039, 0.043, 0.043, 1.000)),
    "l1Neutral02": ((0.957, 0.961, 0.961, 1.000), (0.039, 0.043, 0.043, 1.000)),
    "l1Brand01": ((0.000, 0.220, 0.141, 1.000), (0.000, 0.220, 0.141, 1.000)),
    "l1Neutral03": ((0.039, 0.043, 0.043, 1.000), (1.000, 1.000, 1.000, 1.000)),
    "l2Neutral01": ((0.969, 0.973, 0.969, 1.000), (0.098, 0.102, 0.102, 1.000)),
    "l2Neutral012": ((1.000, 1.000, 1.000, 1.000), (0.192, 0.208, 0.200, 1.000)),
    "l2Neutral02": ((1.000, 1.000, 1.000, 1.000), (0.098, 0.102, 0.102, 1.000)),
    "l2Neutral022": ((0.969, 0.973, 0.969, 1.000), (0.157, 0.165, 0.161, 1.000)),
    "l2Neutral03": ((0.039, 0.043, 0.043, 1.000), (0.192, 0.208, 0.200, 1.000)),
    "l2Brand01": ((0.000, 0.220, 0.141, 1.000), (0.000, 0.220, 0.141, 1.000)),
    "l2Brand02": ((0.973, 0.965, 0.945, 1.000), (0.137, 0.114, 0.063, 1.000)),
    "l2Positive01": ((0.945, 0.976, 0.945, 1.000), (0.000, 0.239, 0.149, 1.000)),
    "l2Negative01": ((0.996, 0.969, 0.965, 1.000), (0.271, 0.071, 0.027, 1.000)),
    "l2Warning01": ((0.996, 0.973, 0.945, 1.000), (0.282, 0.165, 0.020, 1.000)),
    "l2Information01": ((0.969, 0.973, 0.969, 1.000), (0.118, 0.125, 0.122, 1.000)),
    "l2Notice01": ((0.961, 0.980, 1.000, 1.000), (0.000, 0.161, 0.302, 1.000)),
    "l3Neutral01": ((1.000, 1.000, 1.000, 1.000), (0.157, 0.165, 0.161, 1.000)),
    "l3Neutral012": ((0.937, 0.941, 0.941, 1.000), (0.231, 0.247, 0.243, 1.000)),
    "l3Neutral02": ((0.937, 0.941, 0.941, 1.000), (0.192, 0.208, 0.200, 1.000)),
    "l3Neutral022": ((1.000, 1.000, 1.000, 1.000), (0.231, 0.247, 0.243, 1.000)),
    "l3Neutral03": ((0.039, 0.043, 0.043, 1.000), (0.835, 0.843, 0.843, 1.000)),
    "l3Neutral032": ((0.157, 0.165, 0.161, 1.000), (0.753, 0.769, 0.761, 1.000)),
    "l3Brand01": ((0.000, 0.220, 0.141, 1.000), (0.835, 0.843, 0.843, 1.000)),
    "l3Brand02": ((0.937, 0.914, 0.863, 1.000), (0.204, 0.169, 0.094, 1.000)),
    "l3Brand022": ((0.906, 0.867, 0.796, 1.000), (0.271, 0.224, 0.129, 1.000)),
    "l3Positive01": ((0.008, 0.471, 0.224, 1.000), (0.008, 0.392, 0.212, 1.000)),
    "l3Positive02": ((0.863, 0.937, 0.863, 1.000), (0.004, 0.318, 0.188, 1.000)),
    "l3Positive03": ((0.800, 0.918, 0.800, 1.000), (0.000, 0.239, 0.149, 1.000)),
    "l3Negative01": ((0.725, 0.184, 0.075, 1.000), (0.635, 0.161, 0.067, 1.000)),
    "l3Negative02": ((0.992, 0.922, 0.910, 1.000), (0.451, 0.114, 0.047, 1.000)),
    "l3Negative03": ((0.980, 0.847, 0.820, 1.000), (0.361, 0.090, 0.039, 1.000)),
    "l3Notice01": ((0.000, 0.373, 0.702, 1.000), (0.000, 0.373, 0.702, 1.000)),
    "l3Notice02": ((0.902, 0.953, 1.000, 1.000), (0.000, 0.267, 0.502, 1.000)),
    "l3Notice03": ((0.800, 0.906, 1.000, 1.000), (0.000, 0.212, 0.400, 1.000)),
    "l3Warning01": ((0.561, 0.325, 0.039, 1.000), (0.945, 0.620, 0.220, 1.000)),
    "l3Warning02": ((0.988, 0.910, 0.812, 1.000), (0.467, 0.271, 0.031, 1.000)),
    "l3Warning03": ((0.980, 0.863, 0.718, 1.000), (0.373, 0.216, 0.027, 1.000)),
    "l3Information01": ((0.039, 0.043, 0.043, 1.000), (0.835, 0.843, 0.843, 1.000)),
    "l3Information02": ((0.918, 0.922, 0.922, 1.000), (0.192, 0.208, 0.200, 1.000)),
    "l3Information03": ((0.875, 0.882, 0.882, 1.000), (0.349, 0.373, 0.365, 1.000)),
    "l3Disabled01": ((0.937, 0.941, 0.941, 1.000), (0.349, 0.373, 0.365, 1.000)),
    "l3Disabled02": ((0.627, 0.651, 0.643, 1.000), (0.349, 0.373, 0.365, 1.000)),
    "l3Disabled03": ((0.937, 0.941, 0.941, 1.000), (0.506, 0.533, 0.525, 1.000)),
    "borderNeutral01": ((0.467, 0.494, 0.486, 1.000), (0.627, 0.651, 0.643, 1.000)),
    "borderNeutral02": ((0.875, 0.882, 0.882, 1.000), (0.271, 0.290, 0.282, 1.000)),
    "borderNeutral03": ((0.937, 0.941, 0.941, 1.000), (0.157, 0.165, 0.161, 1.000)),
    "borderNeutral04": ((0.039, 0.043, 0.043, 1.000), (0.969, 0.973, 0.969, 1.000)),
    "borderNeutral05": ((1.000, 1.000, 1.000, 1.000), (1.000, 1.000, 1.000, 1.000)),
    "borderInformation01": ((0.039, 0.043, 0.043, 1.000), (0.388, 0.412, 0.404, 1.000)),
    "borderInformation02": ((0.039, 0.043, 0.043, 0.400), (0.388, 0.412, 0.404, 0.400)),
    "borderPositive01": ((0.008, 0.471, 0.224, 1.000), (0.541, 0.898, 0.553, 1.000)),
    "borderPositive02": ((0.008, 0.471, 0.224, 0.400), (0.541, 0.898, 0.553, 0.400)),
    "borderNegative01": ((0.725, 0.184, 0.075, 1.000), (0.941, 0.537, 0.459, 1.000)),
    "borderNegative02": ((0.725, 0.184, 0.075, 0.400), (0.941, 0.537, 0.459, 0.400)),
    "borderWarning01": ((0.561, 0.325, 0.039, 1.000), (0.961, 0.725, 0.439, 1.000)),
    "borderWarning02": ((0.561, 0.325, 0.039, 0.400), (0.961, 0.725, 0.439, 0.400)),
    "borderNotice01": ((0.000, 0.373, 0.702, 1.000), (0.400, 0.722, 1.000, 1.000)),
    "borderNotice02": ((0.000, 0.373, 0.702, 0.400), (0.400, 0.722, 1.000, 0.400)),
    "contentNeutral01": ((0.039, 0.043, 0.043, 1.000), (0.969, 0.973, 0.969, 1.000)),
    "contentNeutral02": ((0.388, 0.412, 0.404, 1.000), (0.671, 0.690, 0.682, 1.000)),
    "contentNeutral03": ((1.000, 1.000, 1.000, 1.000), (0.039, 0.043, 0.043, 1.000)),
    "contentNeutral04": ((0.627, 0.651, 0.643, 1.000), (0.349, 0.373, 0.365, 1.000)),
    "contentNeutral05": ((1.000, 1.000, 1.000, 1.000), (0.969, 0.973, 0.969, 1.000)),
    "contentBrand01": ((0.000, 0.220, 0.141, 1.000), (0.000, 0.220, 0.141, 1.000)),
    "contentBrand02": ((0.408, 0.337, 0.192, 1.000), (0.839, 0.780, 0.659, 1.000)),
    "contentPositive01": ((0.008, 0.471, 0.224, 1.000), (0.541, 0.898, 0.553, 1.000)),
    "contentPositive02": ((0.918, 0.965, 0.918, 1.000), (0.008, 0.471, 0.224, 1.000)),
    "contentPositive03": ((0.008, 0.392, 0.212, 1.000), (0.541, 0.898, 0.553, 1.000)),
    "contentNegative01": ((0.725, 0.184, 0.075, 1.000), (0.941, 0.537, 0.459, 1.000)),
    "contentNegative02": ((0.992, 0.922, 0.910, 1.000), (0.961, 0.690, 0.639, 1.000)),
    "contentWarning01": ((0.561, 0.325, 0.039, 1.000), (0.961, 0.725, 0.439, 1.000)),
    "contentWarning02": ((0.988, 0.910, 0.812, 1.000), (0.988, 0.910, 0.812, 1.000)),
    "contentNotice01": ((0.000, 0.373, 0.702, 1.000), (0.400, 0.722, 1.000, 1.000)),
    "contentNotice02": ((0.902, 0.953, 1.000, 1.000), (0.600, 0.812, 1.000, 1.000)),
    "contentDisabled01": ((0.627, 0.651, 0.643, 1.000), (0.792, 0.808, 0.800, 1.000)),
    "contentDisabled02": ((0.969, 0.973, 0.969, 1.000), (0.792, 0.808, 0.800, 1.000)),
    "stateNeutral01": ((1.000, 1.000, 1.000, 0.200), (0.000, 0.000, 0.000, 0.200)),
    "stateNeutral02": ((1.000, 1.000, 1.000, 0.350), (0.000, 0.000, 0.000, 0.350)),
    "stateNeutral03": ((0.000, 0.000, 0.000, 0.060), (1.000, 1.000, 1.000, 0.200)),
    "stateNeutral04": ((0.000, 0.000, 0.000, 0.140), (1.000, 1.000, 1.000, 0.300)),
    "stateNeutral05": ((0.000, 0.000, 0.000, 0.060), (1.000, 1.000, 1.000, 0.120)),
    "stateNeutral06": ((0.000, 0.000, 0.000, 0.140), (1.000, 1.000, 1.000, 0.250)),
    "stateBrand01": ((1.000, 1.000, 1.000, 0.200), (0.000, 0.000, 0.000, 0.200)),
    "stateBrand02": ((1.000, 1.000, 1.000, 0.350), (0.000, 0.000, 0.000, 0.300)),
    "stateBrand03": ((0.000, 0.220, 0.141, 0.060), (0.000, 0.220, 0.141, 0.300)),
    "stateBrand04": ((0.000, 0.220, 0.141, 0.140), (0.000, 0.220, 0.141, 0.700)),
    "stateBrand05": ((0.000, 0.220, 0.141, 0.060), (0.000, 0.220, 0.141, 0.500)),
    "stateBrand06": ((0.000, 0.220, 0.141, 0.140), (0.000, 0.220, 0.141, 0.900)),
    "stateBrand0202": ((0.408, 0.337, 0.192, 0.040), (0.839, 0.780, 0.659, 0.120)),
    "stateBrand0203": ((0.408, 0.337, 0.192, 0.100), (0.839, 0.780, 0.659, 0.180)),
    "statePositive01": ((1.000, 1.000, 1.000, 0.120), (0.000, 0.000, 0.000, 0.120)),
    "statePositive02": ((1.000, 1.000, 1.000, 0.230), (0.000, 0.000, 0.000, 0.230)),
    "statePositive03": ((0.008, 0.471, 0.224, 0.080), (1.000, 1.000, 1.000, 0.080)),
    "statePositive04": ((0.008, 0.471, 0.224, 0.160), (1.000, 1.000, 1.000, 0.140)),
    "statePositive05": ((0.008, 0.471, 0.224, 0.080), (0.008, 0.471, 0.224, 0.300)),
    "statePositive06": ((0.008, 0.471, 0.224, 0.160), (0.008, 0.471, 0.224, 0.500)),
    "stateNegative01": ((1.000, 1.000, 1.000, 0.080), (0.000, 0.000, 0.000, 0.150)),
    "stateNegative02": ((1.000, 1.000, 1.000, 0.160), (0.000, 0.000, 0.000, 0.300)),
    "stateNegative03": ((0.725, 0.184, 0.075, 0.080), (1.000, 1.000, 1.000, 0.080)),
    "stateNegative04": ((0.725, 0.184, 0.075, 0.160), (1.000, 1.000, 1.000, 0.140)),
    "stateNegative05": ((0.725, 0.184, 0.075, 0.080), (0.725, 0.184, 0.075, 0.300)),
    "stateNegative06": ((0.725, 0.184, 0.075, 0.160), (0.725, 0.184, 0.075, 0.450)),
    "stateNotice01": ((1.000, 1.000, 1.000, 0.200), (0.000, 0.000, 0.000, 0.120)),
    "stateNotice02": ((1.000, 1.000, 1.000, 0.350), (0.000, 0.000, 0.000, 0.200)),
    "stateNotice03": ((0.000, 0.373, 0.702, 0.080), (1.000, 1.000, 1.000, 0.060)),
    "stateNotice04": ((0.000, 0.373, 0.702, 0.160), (1.000, 1.000, 1.000, 0.100)),
    "stateNotice05": ((0.000, 0.373, 0.702, 0.080), (0.000, 0.373, 0.702, 0.400)),
    "stateNotice06": ((0.000, 0.373, 0.702, 0.160), (0.000, 0.373, 0.702, 0.600)),
    "stateWarning01": ((1.000, 1.000, 1.000, 0.200), (0.000, 0.000, 0.000, 0.060)),
    "stateWarning02": ((1.000, 1.000, 1.000, 0.350), (0.000, 0.000, 0.000, 0.140)),
    "stateWarning03": ((0.561, 0.325, 0.039, 0.080), (1.000, 1.000, 1.000, 0.080)),
    "stateWarning04": ((0.561, 0.325, 0.039, 0.160), (1.000, 1.000, 1.000, 0.140)),
    "stateWarning05": ((0.561, 0.325, 0.039, 0.080), (0.945, 0.620, 0.220, 0.120)),
    "stateWarning06": ((0.561, 0.325, 0.039, 0.160), (0.945, 0.620, 0.220, 0.200)),
]

func gdsDynamicColor(_ name: String) -> UIColor? {
    guard let entry = gdsCatalog[name] else { return nil }
    return UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? entry.dark : entry.light
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

public extension Color {
    /// The token's colour from the package's catalog.
    static func gds(_ color: GdsColor) -> Color {
        guard let ui = gdsDynamicColor(color.rawValue) else { return .clear }
        return Color(ui)
    }

    /// The colour of that name in another bundle's catalog (the app's own colours).
    static func gds(_ color: GdsColor, bundle: Bundle) -> Color {
        Color(color.rawValue, bundle: bundle)
    }
}

public extension ShapeStyle where Self == Color {
    static func gds(_ gdsColor: GdsColor) -> Self { Color.gds(gdsColor) }
    static func gds(_ gdsColor: GdsColor, bundle: Bundle) -> Self { Color.gds(gdsColor, bundle: bundle) }
}

public extension UIColor {
    static func gds(_ color: GdsColor) -> UIColor { gdsDynamicColor(color.rawValue) ?? .clear }
}

// The package's older spelling, one Color property per token (deprecated there).
public extension Color {
    static var l1Neutral01: Color { .gds(.l1Neutral01) }
    static var l1Neutral02: Color { .gds(.l1Neutral02) }
    static var l1Brand01: Color { .gds(.l1Brand01) }
    static var l1Neutral03: Color { .gds(.l1Neutral03) }
    static var l2Neutral01: Color { .gds(.l2Neutral01) }
    static var l2Neutral012: Color { .gds(.l2Neutral012) }
    static var l2Neutral02: Color { .gds(.l2Neutral02) }
    static var l2Neutral022: Color { .gds(.l2Neutral022) }
    static var l2Neutral03: Color { .gds(.l2Neutral03) }
    static var l2Brand01: Color { .gds(.l2Brand01) }
    static var l2Brand02: Color { .gds(.l2Brand02) }
    static var l2Positive01: Color { .gds(.l2Positive01) }
    static var l2Negative01: Color { .gds(.l2Negative01) }
    static var l2Warning01: Color { .gds(.l2Warning01) }
    static var l2Information01: Color { .gds(.l2Information01) }
    static var l2Notice01: Color { .gds(.l2Notice01) }
    static var l3Neutral01: Color { .gds(.l3Neutral01) }
    static var l3Neutral012: Color { .gds(.l3Neutral012) }
    static var l3Neutral02: Color { .gds(.l3Neutral02) }
    static var l3Neutral022: Color { .gds(.l3Neutral022) }
    static var l3Neutral03: Color { .gds(.l3Neutral03) }
    static var l3Neutral032: Color { .gds(.l3Neutral032) }
    static var l3Brand01: Color { .gds(.l3Brand01) }
    static var l3Brand02: Color { .gds(.l3Brand02) }
    static var l3Brand022: Color { .gds(.l3Brand022) }
    static var l3Positive01: Color { .gds(.l3Positive01) }
    static var l3Positive02: Color { .gds(.l3Positive02) }
    static var l3Positive03: Color { .gds(.l3Positive03) }
    static var l3Negative01: Color { .gds(.l3Negative01) }
    static var l3Negative02: Color { .gds(.l3Negative02) }
    static var l3Negative03: Color { .gds(.l3Negative03) }
    static var l3Notice01: Color { .gds(.l3Notice01) }
    static var l3Notice02: Color { .gds(.l3Notice02) }
    static var l3Notice03: Color { .gds(.l3Notice03) }
    static var l3Warning01: Color { .gds(.l3Warning01) }
    static var l3Warning02: Color { .gds(.l3Warning02) }
    static var l3Warning03: Color { .gds(.l3Warning03) }
    static var l3Information01: Color { .gds(.l3Information01) }
    static var l3Information02: Color { .gds(.l3Information02) }
    static var l3Information03: Color { .gds(.l3Information03) }
    static var l3Disabled01: Color { .gds(.l3Disabled01) }
    static var l3Disabled02: Color { .gds(.l3Disabled02) }
    static var l3Disabled03: Color { .gds(.l3Disabled03) }
    static var borderNeutral01: Color { .gds(.borderNeutral01) }
    static var borderNeutral02: Color { .gds(.borderNeutral02) }
    static var borderNeutral03: Color { .gds(.borderNeutral03) }
    static var borderNeutral04: Color { .gds(.borderNeutral04) }
    static var borderNeutral05: Color { .gds(.borderNeutral05) }
    static var borderInformation01: Color { .gds(.borderInformation01) }
    static var borderInformation02: Color { .gds(.borderInformation02) }
    static var borderPositive01: Color { .gds(.borderPositive01) }
    static var borderPositive02: Color { .gds(.borderPositive02) }
    static var borderNegative01: Color { .gds(.borderNegative01) }
    static var borderNegative02: Color { .gds(.borderNegative02) }
    static var borderWarning01: Color { .gds(.borderWarning01) }
    static var borderWarning02: Color { .gds(.borderWarning02) }
    static var borderNotice01: Color { .gds(.borderNotice01) }
    static var borderNotice02: Color { .gds(.borderNotice02) }
    static var contentNeutral01: Color { .gds(.contentNeutral01) }
    static var contentNeutral02: Color { .gds(.contentNeutral02) }
    static var contentNeutral03: Color { .gds(.contentNeutral03) }
    static var contentNeutral04: Color { .gds(.contentNeutral04) }
    static var contentNeutral05: Color { .gds(.contentNeutral05) }
    static var contentBrand01: Color { .gds(.contentBrand01) }
    static var contentBrand02: Color { .gds(.contentBrand02) }
    static var contentPositive01: Color { .gds(.contentPositive01) }
    static var contentPositive02: Color { .gds(.contentPositive02) }
    static var contentPositive03: Color { .gds(.contentPositive03) }
    static var contentNegative01: Color { .gds(.contentNegative01) }
    static var contentNegative02: Color { .gds(.contentNegative02) }
    static var contentWarning01: Color { .gds(.contentWarning01) }
    static var contentWarning02: Color { .gds(.contentWarning02) }
    static var contentNotice01: Color { .gds(.contentNotice01) }
    static var contentNotice02: Color { .gds(.contentNotice02) }
    static var contentDisabled01: Color { .gds(.contentDisabled01) }
    static var contentDisabled02: Color { .gds(.contentDisabled02) }
    static var stateNeutral01: Color { .gds(.stateNeutral01) }
    static var stateNeutral02: Color { .gds(.stateNeutral02) }
    static var stateNeutral03: Color { .gds(.stateNeutral03) }
    static var stateNeutral04: Color { .gds(.stateNeutral04) }
    static var stateNeutral05: Color { .gds(.stateNeutral05) }
    static var stateNeutral06: Color { .gds(.stateNeutral06) }
    static var stateBrand01: Color { .gds(.stateBrand01) }
    static var stateBrand02: Color { .gds(.stateBrand02) }
    static var stateBrand03: Color { .gds(.stateBrand03) }
    static var stateBrand04: Color { .gds(.stateBrand04) }
    static var stateBrand05: Color { .gds(.stateBrand05) }
    static var stateBrand06: Color { .gds(.stateBrand06) }
    static var stateBrand0202: Color { .gds(.stateBrand0202) }
    static var stateBrand0203: Color { .gds(.stateBrand0203) }
    static var statePositive01: Color { .gds(.statePositive01) }
    static var statePositive02: Color { .gds(.statePositive02) }
    static var statePositive03: Color { .gds(.statePositive03) }
    static var statePositive04: Color { .gds(.statePositive04) }
    static var statePositive05: Color { .gds(.statePositive05) }
    static var statePositive06: Color { .gds(.statePositive06) }
    static var stateNegative01: Color { .gds(.stateNegative01) }
    static var stateNegative02: Color { .gds(.stateNegative02) }
    static var stateNegative03: Color { .gds(.stateNegative03) }
    static var stateNegative04: Color { .gds(.stateNegative04) }
    static var stateNegative05: Color { .gds(.stateNegative05) }
    static var stateNegative06: Color { .gds(.stateNegative06) }
    static var stateNotice01: Color { .gds(.stateNotice01) }
    static var stateNotice02: Color { .gds(.stateNotice02) }
    static var stateNotice03: Color { .gds(.stateNotice03) }
    static var stateNotice04: Color { .gds(.stateNotice04) }
    static var stateNotice05: Color { .gds(.stateNotice05) }
    static var stateNotice06: Color { .gds(.stateNotice06) }
    static var stateWarning01: Color { .gds(.stateWarning01) }
    static var stateWarning02: Color { .gds(.stateWarning02) }
    static var stateWarning03: Color { .gds(.stateWarning03) }
    static var stateWarning04: Color { .gds(.stateWarning04) }
    static var stateWarning05: Color { .gds(.stateWarning05) }
    static var stateWarning06: Color { .gds(.stateWarning06) }
}
