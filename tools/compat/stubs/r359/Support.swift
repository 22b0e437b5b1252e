import Foundation
// Stubs for rafaelclaycon/MedoDelirioBrasilia Sources/Views/Settings/Diagnostics/SharingLogCell.swift:
// ContentType and ShareDestination (Sources/Models/Logs/UserShareLog.swift).

enum ContentType: Int {
    case sound, song, videoFromSound, videoFromSong
}

enum ShareDestination: Int {
    case whatsApp, telegram, other
}
