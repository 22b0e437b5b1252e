import SwiftUI
// Stubs for app-kaisha/LiquidCourage shared by its rows: the asset colours of
// Assets.xcassets/Colors (the symbols Xcode generates for them: Color.appBlack and the same on
// ShapeStyle), Shared/Constants.swift, Shared/User.swift (the fields rows read, and User.mock),
// Shared/ImageLoaderView.swift and Components/ProfileImageCell.swift (as there).

extension Color {
    static let appBlack = Color(red: 0x12 / 255, green: 0x12 / 255, blue: 0x12 / 255)
    static let appGrey = Color(red: 0x53 / 255, green: 0x53 / 255, blue: 0x53 / 255)
    static let appLightYellow = Color(red: 0xFE / 255, green: 0xDF / 255, blue: 0x94 / 255)
    static let appWhite = Color(red: 1, green: 1, blue: 1)
    static let appYellow = Color(red: 0xFF / 255, green: 0xCB / 255, blue: 0x37 / 255)
    static let backgroundYellow = Color(red: 0xFF / 255, green: 0xF7 / 255, blue: 0xE1 / 255)
}

extension ShapeStyle where Self == Color {
    static var appBlack: Color { .appBlack }
    static var appGrey: Color { .appGrey }
    static var appLightYellow: Color { .appLightYellow }
    static var appWhite: Color { .appWhite }
    static var appYellow: Color { .appYellow }
    static var backgroundYellow: Color { .backgroundYellow }
}

struct Constants {
    static let randomImage = "https://picsum.photos/600/600"
}

struct User: Identifiable {
    let id: Int
    let firstName, lastName: String
    let age: Int
    let email, phone, username, password: String
    let image: String
    let height, weight: Double

    static var mock: User {
        User(id: 444, firstName: "App", lastName: "Kaihatsusha", age: 50, email: "you@here.com", phone: "",
             username: "", password: "", image: Constants.randomImage, height: 180, weight: 200)
    }
}

struct ImageLoaderView: View {
    var urlString: String = Constants.randomImage
    var resizingMode: ContentMode = .fill

    var body: some View {
        Rectangle()
            .opacity(0.001)
            .overlay {
                AsyncImage(url: URL(string: urlString)) { phase in
                    if let image = phase.image {
                        image
                            .resizable()
                            .aspectRatio(contentMode: resizingMode)
                            .allowsHitTesting(false)
                    } else if phase.error != nil {
                        Image(systemName: "questionmark.square.dashed")
                            .resizable()
                            .scaledToFit()
                    } else {
                        ProgressView()
                            .tint(.red)
                            .scaleEffect(4)
                    }
                }
            }
            .clipped()
    }
}

struct ProfileImageCell: View {
    var imageName: String = Constants.randomImage
    var percentageRemaining: Double = Double.random(in: 0...1)
    var hasNewMessage: Bool = true

    var body: some View {
        ZStack {
            Circle()
                .stroke(.appGrey, lineWidth: 2)
            Circle()
                .trim(from: 0, to: percentageRemaining)
                .stroke(.appYellow, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                .rotationEffect(.degrees(-90))
                .scaleEffect(x: -1, y: 1, anchor: .center)
            ImageLoaderView(urlString: imageName)
                .scaledToFill()
                .clipShape(Circle())
                .padding(5)
        }
        .frame(width: 75, height: 75)
        .overlay(
            ZStack {
                if hasNewMessage {
                    Circle()
                        .fill(.appWhite)
                    Circle()
                        .fill(.appYellow)
                        .padding(4)
                }
            }
            .frame(width: 24, height: 24)
            .offset(x: 2, y: 2),
            alignment: .bottomTrailing
        )
    }
}
