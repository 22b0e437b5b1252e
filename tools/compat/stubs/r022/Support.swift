import SwiftUI
// Stubs for godly-devotion/MochiDiffusion Mochi Diffusion/Views/MessageBanner.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
