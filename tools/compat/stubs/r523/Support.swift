// Stubs for tsaruggan/neptunes Neptunes/Neptunes/NeptunesView/Utilities/DetailedSongView.swift: the Core Data entities
// Song, Album and Artist, the app's Player (Models/Playback/Player.swift), the song editor it presents and
// the Image(data:fallback:) helper (EditorView/SongEditorView/SongEditorView.swift; our own stand-in).
/// Neptunes.xcdatamodeld: the entities the rows read (Palette and the to-many relationships left out).
import SwiftUI
import UIKit
import CoreData
