import SwiftUI
// Stubs for olvrb/music-app music/Album/TrackRow.swift (what the row uses from elsewhere in its app).
