import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_320_000)
    let backups = [
        AdministrativeDatabaseBackup(id: UUID(), fileName: "manual-2026-11-20.sqlite", backupPath: "/data/backups/m.sqlite",
                                     status: "completed", isManual: true, sizeBytes: 10_485_760,
                                     createdAt: now.addingTimeInterval(-8 * 86_400), completedAt: now.addingTimeInterval(-8 * 86_400),
                                     expiresAt: nil, error: nil),
        AdministrativeDatabaseBackup(id: UUID(), fileName: "auto-2026-11-28.sqlite", backupPath: "/data/backups/a.sqlite",
                                     status: "failed", isManual: false, sizeBytes: nil, createdAt: now,
                                     completedAt: nil, expiresAt: nil, error: "Disk full"),
    ]
    // The administration screen's backups section.
    return List {
        Section("Database Backups") {
            ForEach(backups) { backup in
                AdministrativeDatabaseBackupRow(backup: backup)
            }
        }
    }
}
