// This file imports only RowLogging (what `import OSLog` compiles as): Foundation's names must
// come with it, as they come with Apple's OSLog.
import Testing
import RowLogging

@Suite struct LoggingImportTests {
    /// A logger file that imports only OSLog reads Foundation's `Bundle` and `Date`.
    @Test func foundationComesWithTheLoggingModule() {
        let subsystem = Bundle.main.bundleIdentifier ?? "com.example.app"
        let logger = Logger(subsystem: subsystem, category: "rows")
        logger.info("drawn at \(Date(timeIntervalSince1970: 0).timeIntervalSince1970)")
        #expect(!subsystem.isEmpty)
    }
}
