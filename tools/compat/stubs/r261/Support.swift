import SwiftUI
// Stubs for Ferrite-iOS/Ferrite Ferrite/Views/ComponentViews/Debrid/DebridLabelView.swift (what the row uses
// from elsewhere in its app: Models/DebridManagerModels.swift, ViewModels/DebridManager.swift,
// Views/CommonViews/Tag.swift).

public enum IAStatus: String, Codable, Hashable, Sendable, CaseIterable {
    case full = "Cached"
    case partial = "Batch"
    case none = "Uncached"
}

public enum DebridType: Int, Codable, Hashable, CaseIterable {
    case realDebrid = 1
    case allDebrid = 2
    case premiumize = 3

    func toString(abbreviated: Bool = false) -> String {
        switch self {
        case .realDebrid: return abbreviated ? "RD" : "RealDebrid"
        case .allDebrid: return abbreviated ? "AD" : "AllDebrid"
        case .premiumize: return abbreviated ? "PM" : "Premiumize"
        }
    }
}

/// A torrent magnet: its info hash and link (the app parses and builds either from the other).
public struct Magnet: Codable, Hashable, Sendable {
    var hash: String?
    var link: String?

    init(hash: String?, link: String?) {
        self.hash = hash?.lowercased()
        self.link = link ?? hash.map { "magnet:?xt=urn:btih:\($0)" }
    }
}

/// The debrid service state: the selected service and, per service, which magnet hashes it has cached
/// (instant availability values fetched from the service's API in the app).
public class DebridManager: ObservableObject {
    @Published var selectedDebridType: DebridType?
    var cachedHashes: [String: IAStatus] = [:]

    init(selectedDebridType: DebridType? = nil, cachedHashes: [String: IAStatus] = [:]) {
        self.selectedDebridType = selectedDebridType
        self.cachedHashes = cachedHashes
    }

    public func matchMagnetHash(_ magnet: Magnet) -> IAStatus {
        guard let magnetHash = magnet.hash else { return .none }
        return cachedHashes[magnetHash] ?? .none
    }
}

/// Views/CommonViews/Tag.swift: a small capitalised label on a tinted rounded rectangle.
struct Tag: View {
    let name: String
    let color: Color?
    var horizontalPadding: CGFloat = 7
    var verticalPadding: CGFloat = 4

    var body: some View {
        Text(name.capitalizingFirstLetter())
            .font(.caption)
            .opacity(0.8)
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .background(
                RoundedRectangle(cornerRadius: 5)
                    .foregroundColor(color ?? .gray)
                    .opacity(0.3)
            )
    }
}
