// Stubs for myle1003/clothing-store-manager mobile/H3MShop/Components/DeliveryRow.swift: the app's Fonts
// modifier with its font and colour names (the colours are the app's asset colour sets).
/// Components/CustomFont.swift: the Outfit fonts the app bundles and its colour-set names.
import SwiftUI
