// Stub for NVNHAT99/MusicOffline-SwiftUI (r638): HomeItemViewData (Feature/Home/HomeItemView/HomeItemView.swift),
// what a home menu item shows. Our own test double.
import Foundation

struct HomeItemViewData: Identifiable {
    let id = UUID()
    let imageName: String
    let title: String
    let isHiddenBottom: Bool
}
