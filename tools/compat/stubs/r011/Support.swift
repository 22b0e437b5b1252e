import SwiftUI
// Stubs for XcodesOrg/XcodesApp Xcodes/Frontend/Common/TagView.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
