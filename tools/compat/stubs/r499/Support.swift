// Stubs for inalmo/RickAndMortyApp RickMortyApp/Features/Presentation/Components/ListRow+View.swift: our
// own stand-ins for the app's AsyncImageView (Components/AsyncImage+View.swift) and its
// backgroundStyle(cornerRadius:) modifier (Modifiers/BackgroundStyle+Modifier.swift, BackgroundColor+Modifier.swift).
/// Our stand-in for the app's AsyncImageView: a white spinner until the picture has loaded.
import SwiftUI
import UIKit
