import SwiftUI
// Stubs for olvrb/music-app music/Artist/ArtistRow.swift (what the row uses from elsewhere in its app).
