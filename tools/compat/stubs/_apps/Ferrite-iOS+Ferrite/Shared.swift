import Foundation
// Stubs shared by the rows of Ferrite-iOS/Ferrite: Extensions/String.swift.

extension String {
    func capitalizingFirstLetter() -> String {
        prefix(1).capitalized + dropFirst()
    }
}
