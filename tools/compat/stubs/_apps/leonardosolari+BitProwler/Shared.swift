// Stubs for leonardosolari/BitProwler shared by its rows (r857–r859): the qBittorrent torrent and the
// Prowlarr search result (Models/QBittorrentTorrent.swift, TorrentResult.swift), the torrent states and
// their labels (Models/TorrentState.swift), the size and speed formatters (Utils/Formatters.swift), the
// app container with its server manager and API service (Services/AppContainer.swift; nothing is sent),
// and the sheets the rows open (TorrentActionsView, TorrentDetailView and its view model; plain stand-ins
// here). Our own test doubles with the app's names.
import SwiftUI

struct QBittorrentTorrent: Identifiable, Codable {
    var name: String
    var size: Int64
    var progress: Double
    var downloadSpeed: Int64
    var uploadSpeed: Int64
    var state: String
    var hash: String
    var numSeeds: Int
    var numLeechs: Int
    var ratio: Double
    var eta: Int
    var savePath: String

    var id: String { hash }
}

struct TorrentResult: Identifiable, Codable {
    let id: String
    let title: String
    let size: Int64
    let seeders: Int
    let leechers: Int
    let downloadUrl: String?
    let magnetUrl: String?
    let infoUrl: String?
    let indexer: String
    let publishDate: String
}

enum TorrentState: String {
    case downloading = "downloading"
    case uploading = "uploading"
    case pausedDL = "pauseddl"
    case pausedUP = "pausedup"
    case stalledDL = "stalleddl"
    case stalledUP = "stalledup"
    case stoppedDL = "stoppeddl"
    case stoppedUP = "stoppedup"
    case error = "error"
    case missingFiles = "missingfiles"
    case queuedDL = "queueddl"
    case queuedUP = "queuedup"
    case unknown = "unknown"

    init(from string: String) {
        self = TorrentState(rawValue: string.lowercased()) ?? .unknown
    }

    var displayName: LocalizedStringKey {
        switch self {
        case .downloading: return "Downloading"
        case .uploading: return "Seeding"
        case .pausedDL, .stoppedDL: return "Paused"
        case .pausedUP: return "Paused (seed)"
        case .stalledDL: return "Stalled"
        case .stalledUP: return "Stalled (seed)"
        case .stoppedUP: return "Completed"
        case .error: return "Error"
        case .missingFiles: return "Missing Files"
        case .queuedDL, .queuedUP: return "Queued"
        case .unknown: return "Unknown"
        }
    }
}

struct Formatters {
    static func formatSize(_ size: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.allowedUnits = [.useAll]
        formatter.countStyle = .file
        return formatter.string(fromByteCount: size)
    }

    static func formatSpeed(_ speed: Int64) -> String {
        let formatter = ByteCountFormatter()
        formatter.allowedUnits = [.useMB, .useKB]
        formatter.countStyle = .decimal
        return "\(formatter.string(fromByteCount: speed))/s"
    }
}

protocol Server {
    var id: UUID { get }
    var name: String { get }
}

struct QBittorrentServer: Server {
    var id = UUID()
    var name: String
}

final class GenericServerManager<T: Server>: ObservableObject {
    @Published var servers: [T] = []
}

protocol QBittorrentAPIService {}

struct OfflineQBittorrentService: QBittorrentAPIService {}

final class AppContainer: ObservableObject {
    static let shared = AppContainer()

    let qbittorrentService: QBittorrentAPIService = OfflineQBittorrentService()
    let qbittorrentManager = GenericServerManager<QBittorrentServer>()
}

struct TorrentActionsView: View {
    let torrent: QBittorrentTorrent

    init(torrent: QBittorrentTorrent, manager: GenericServerManager<QBittorrentServer>, apiService: QBittorrentAPIService) {
        self.torrent = torrent
    }

    var body: some View { Text(torrent.name) }
}

class TorrentDetailViewModel: ObservableObject {
    let result: TorrentResult

    init(result: TorrentResult, qbittorrentManager: GenericServerManager<QBittorrentServer>, apiService: QBittorrentAPIService) {
        self.result = result
    }
}

struct TorrentDetailView: View {
    let result: TorrentResult

    init(result: TorrentResult, viewModel: TorrentDetailViewModel) {
        self.result = result
    }

    var body: some View { Text(result.title) }
}
