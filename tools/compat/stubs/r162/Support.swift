import SwiftUI
// Stubs for olvrb/music-app music/Album/AlbumRow.swift (what the row uses from elsewhere in its app).
