import Foundation
import Extensions
// Stub of villeheikkila/Tastybytes's local package Models (Packages/Models): the model types the
// corpus rows use, reduced to the fields they read. (The app tags ids with swift-tagged; plain
// UUID/Int ids here.)

public protocol Verifiable {
    var isVerified: Bool { get }
}

// MARK: Images

public enum ImageEntity {
    public struct Saved: Identifiable, Hashable, Codable, Sendable {
        public let id: Int
        public let file: String
        public let bucket: String
        public let blurHash: String?

        public init(id: Int, file: String, bucket: String, blurHash: String? = nil) {
            self.id = id
            self.file = file
            self.bucket = bucket
            self.blurHash = blurHash
        }
    }
}

public enum Logo {
    public typealias Saved = ImageEntity.Saved
}

// MARK: Profiles

public enum Profile {
    public typealias Id = UUID
}

public protocol ProfileProtocol {
    var id: Profile.Id { get }
    var preferredName: String { get }
    var isPrivate: Bool { get }
    var joinedAt: Date { get }
    var avatars: [ImageEntity.Saved] { get }
}

public extension Profile {
    struct Saved: Identifiable, Codable, Hashable, Sendable, ProfileProtocol {
        public let id: Profile.Id
        private let rawPreferredName: String?
        public let isPrivate: Bool
        public let joinedAt: Date
        public let avatars: [ImageEntity.Saved]

        public var preferredName: String { rawPreferredName ?? "" }

        public init(id: Profile.Id, preferredName: String?, isPrivate: Bool, joinedAt: Date, avatars: [ImageEntity.Saved]) {
            self.id = id
            rawPreferredName = preferredName
            self.isPrivate = isPrivate
            self.joinedAt = joinedAt
            self.avatars = avatars
        }
    }
}

// MARK: Barcodes

public protocol BarcodeProtocol {
    var barcode: String { get }
    var type: String { get }
}

public extension BarcodeProtocol {
    func isSameAs(_ other: BarcodeProtocol?) -> Bool {
        barcode == other?.barcode && type == other?.type
    }
}

public struct Barcode: Codable, Hashable, Sendable, Identifiable, BarcodeProtocol {
    public let barcode: String
    public let type: String

    public init(barcode: String, type: String) {
        self.barcode = barcode
        self.type = type
    }

    public var id: String { "\(type)_\(barcode)" }
}

// MARK: Companies, brands, categories

public enum Company {
    public typealias Id = Int
    public struct Saved: Identifiable, Hashable, Codable, Sendable {
        public let id: Company.Id
        public let name: String
        public let isVerified: Bool
        public init(id: Company.Id, name: String, isVerified: Bool = false) {
            self.id = id
            self.name = name
            self.isVerified = isVerified
        }
    }
}

public enum Brand {
    public typealias Id = Int
    public struct JoinedCompany: Identifiable, Hashable, Codable, Sendable {
        public let id: Brand.Id
        public let name: String
        public let isVerified: Bool
        public let brandOwner: Company.Saved
        public let logos: [Logo.Saved]
        public init(id: Brand.Id, name: String, isVerified: Bool = false, brandOwner: Company.Saved, logos: [Logo.Saved] = []) {
            self.id = id
            self.name = name
            self.isVerified = isVerified
            self.brandOwner = brandOwner
            self.logos = logos
        }
    }
}

public enum SubBrand {
    public typealias Id = Int
    public struct JoinedBrand: Identifiable, Hashable, Codable, Sendable {
        public let id: SubBrand.Id
        public let name: String?
        public let includesBrandName: Bool
        public let isVerified: Bool
        public let brand: Brand.JoinedCompany
        public init(id: SubBrand.Id, name: String?, includesBrandName: Bool, isVerified: Bool = false, brand: Brand.JoinedCompany) {
            self.id = id
            self.name = name
            self.includesBrandName = includesBrandName
            self.isVerified = isVerified
            self.brand = brand
        }
    }
}

public enum Category {
    public typealias Id = Int
    public struct Saved: Identifiable, Hashable, Codable, Sendable {
        public let id: Category.Id
        public let name: String
        public let icon: String?
        public init(id: Category.Id, name: String, icon: String? = nil) {
            self.id = id
            self.name = name
            self.icon = icon
        }
    }
}

public enum Subcategory {
    public typealias Id = Int
    public struct Saved: Identifiable, Hashable, Codable, Sendable {
        public let id: Subcategory.Id
        public let name: String
        public let isVerified: Bool
        public init(id: Subcategory.Id, name: String, isVerified: Bool = false) {
            self.id = id
            self.name = name
            self.isVerified = isVerified
        }
    }
}

// MARK: Products

public enum Product {
    public typealias Id = Int
    public enum Barcode {
        public typealias Id = Int
        public struct Saved: Identifiable, Hashable, Codable, Sendable, BarcodeProtocol {
            public let id: Product.Barcode.Id
            public let barcode: String
            public let type: String
            public init(id: Product.Barcode.Id, barcode: String, type: String) {
                self.id = id
                self.barcode = barcode
                self.type = type
            }
        }
    }
}

public protocol ProductProtocol: Verifiable {
    var id: Product.Id { get }
    var name: String? { get }
    var description: String? { get }
    var isVerified: Bool { get }
    var subBrand: SubBrand.JoinedBrand { get }
    var category: Category.Saved { get }
    var subcategories: [Subcategory.Saved] { get }
    var isDiscontinued: Bool { get }
    var logos: [Logo.Saved] { get }
}

public extension Product {
    struct Joined: Identifiable, Hashable, Codable, Sendable, ProductProtocol {
        public let id: Product.Id
        public let name: String?
        public let description: String?
        public let isVerified: Bool
        public let subBrand: SubBrand.JoinedBrand
        public let category: Category.Saved
        public let subcategories: [Subcategory.Saved]
        public let barcodes: [Product.Barcode.Saved]?
        public let averageRating: Double?
        public let currentUserCheckIns: Int?
        public let isDiscontinued: Bool
        public let logos: [Logo.Saved]

        public var effectiveLogo: Logo.Saved? {
            logos.first ?? subBrand.brand.logos.first
        }

        public var isCheckedInByCurrentUser: Bool { (currentUserCheckIns ?? 0) > 0 }

        public init(
            id: Product.Id, name: String?, description: String?, isVerified: Bool,
            subBrand: SubBrand.JoinedBrand, category: Category.Saved, subcategories: [Subcategory.Saved],
            barcodes: [Product.Barcode.Saved]?, averageRating: Double? = nil, currentUserCheckIns: Int? = nil,
            isDiscontinued: Bool, logos: [Logo.Saved]
        ) {
            self.id = id
            self.name = name
            self.description = description
            self.isVerified = isVerified
            self.subBrand = subBrand
            self.category = category
            self.subcategories = subcategories
            self.barcodes = barcodes
            self.averageRating = averageRating
            self.currentUserCheckIns = currentUserCheckIns
            self.isDiscontinued = isDiscontinued
            self.logos = logos
        }
    }
}

// MARK: Check-ins

public enum CheckIn {
    public typealias Id = Int
    public struct Joined: Identifiable, Hashable, Codable, Sendable {
        public let id: CheckIn.Id
        public let rating: Double?
        public let review: String?
        public let checkInAt: Date?
        public let profile: Profile.Saved
        public let product: Product.Joined
        public init(id: CheckIn.Id, rating: Double?, review: String?, checkInAt: Date?, profile: Profile.Saved, product: Product.Joined) {
            self.id = id
            self.rating = rating
            self.review = review
            self.checkInAt = checkInAt
            self.profile = profile
            self.product = product
        }
    }
}
