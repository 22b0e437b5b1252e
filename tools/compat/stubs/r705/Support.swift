// Stubs for rarimo/rarime-ios-app (r705): the Hidden Keys game's status and its ETH prize-pool constant.
// Our own test doubles.
import Foundation

enum GuessCelebrityStatus: String, Codable {
    case active, completed, maintenance
}

let FIND_FACE_ETH_REWARD: Double = 0.3
