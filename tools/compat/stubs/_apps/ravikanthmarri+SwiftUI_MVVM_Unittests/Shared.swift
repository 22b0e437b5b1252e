import SwiftUI
// Stubs for ravikanthmarri/SwiftUI_MVVM_Unittests shared by its rows: Resouces/Theme.swift, whose
// colours are asset colours there (Assets.xcassets: background = secondarySystemBackground,
// dark systemBackground; detail-background = white, dark secondarySystemBackground; text = label;
// pill = systemPurple), Base/Model/Models.swift (User), Features/People/Model/UsersResponse.swift
// and Base/Mapper/StaticJSONMapper.swift (the preview's data, read from the bundle as there).

enum Theme {
    static let background = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .systemBackground : .secondarySystemBackground })
    static let detailBackground = Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .secondarySystemBackground : .white })
    static let text = Color(uiColor: .label)
    static let pill = Color(uiColor: .systemPurple)
}

struct User: Codable, Equatable {
    let id: Int
    let email, firstName, lastName: String
    let avatar: String
}

struct Support: Codable, Equatable {
    let url: String
    let text: String
}

struct UsersResponse: Codable, Equatable {
    let page, perPage, total, totalPages: Int
    let data: [User]
    let support: Support
}

struct StaticJSONMapper {
    static func decode<T: Decodable>(file: String, type: T.Type) throws -> T {
        guard !file.isEmpty,
              let path = Bundle.main.path(forResource: file, ofType: "json"),
              let data = FileManager.default.contents(atPath: path) else {
            throw MappingError.failedToGetContents
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(T.self, from: data)
    }

    enum MappingError: Error {
        case failedToGetContents
    }
}
