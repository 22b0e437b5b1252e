// Stubs for everettjf/ScriptWidget (r621): ScriptWidgetPackage and ScriptModel
// (Shared/ScriptWidgetRuntime/Common/), NameAutoImageView (View/NameAutoImageView.swift: a gradient tile
// with the name's initials) and getGradientColorsWithString (Data/GradientColorData.swift: picks a
// gradient from the name). Our own test doubles.
import SwiftUI

struct ScriptWidgetPackage {
    let bundle: String
    let relativePath: String
    var name: String { (relativePath as NSString).lastPathComponent }
}

struct ScriptModel: Identifiable {
    let package: ScriptWidgetPackage
    var id: String { package.bundle + "/" + package.relativePath }
    var name: String { package.name }
    init(package: ScriptWidgetPackage) { self.package = package }
}

private let gradientPairs: [[Color]] = [
    [Color(red: 0.98, green: 0.45, blue: 0.38), Color(red: 0.95, green: 0.27, blue: 0.51)],
    [Color(red: 0.27, green: 0.62, blue: 0.98), Color(red: 0.36, green: 0.31, blue: 0.93)],
    [Color(red: 0.31, green: 0.85, blue: 0.58), Color(red: 0.13, green: 0.6, blue: 0.58)],
    [Color(red: 0.99, green: 0.76, blue: 0.28), Color(red: 0.98, green: 0.51, blue: 0.2)],
]

func getGradientColorsWithString(string: String) -> [Color] {
    let sum = string.unicodeScalars.reduce(0) { $0 + Int($1.value) }
    return gradientPairs[sum % gradientPairs.count]
}

struct NameAutoImageView: View {
    let name: String
    let colors: [Color]
    let size: CGFloat

    private var initials: String {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == " " })
        return parts.prefix(2).compactMap { $0.first.map(String.init) }.joined().uppercased()
    }

    var body: some View {
        ZStack {
            Rectangle()
                .fill(LinearGradient(gradient: Gradient(colors: colors), startPoint: .top, endPoint: .bottom))
            Text(initials)
                .font(.system(size: size * 0.4, weight: .bold))
                .foregroundColor(.white)
        }
        .frame(width: size, height: size)
        .clipShape(RoundedRectangle(cornerRadius: size * 0.22, style: .continuous))
    }
}
