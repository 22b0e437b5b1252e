import SwiftUI
import Logging
// Stubs shared by the rows of ACINQ/phoenix (phoenix-ios): the logger factory every view file asks for
// a file-scoped logger (logging/LoggerFactory.swift) and the app colours (utils/AppColors.swift).

class LoggerFactory {
    static let shared = LoggerFactory()

    private init() {}

    func logger(module: String, filename: String, level: Logger.Level) -> Logger {
        var logger = Logger(label: "\(module)/\(filename)")
        logger.logLevel = level
        return logger
    }

    func logger(_ filename: String, _ level: Logger.Level) -> Logger {
        return logger(module: "swift", filename: filename, level: level)
    }
}

extension Color {
    /// The mainnet accent (appAccentGreen colour set, light value).
    static var appAccent = Color(red: 0.314, green: 0.702, blue: 0.220)
}
