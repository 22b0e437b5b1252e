import SwiftUI
import Kingfisher
import SFSafeSymbols
// Stubs for EhPanda-Team/EhPanda EhPanda/View/Support/Components/Cells/GalleryHistoryCell.swift (what the row uses from elsewhere in its app).
