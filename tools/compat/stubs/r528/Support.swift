// Stubs for bradyv/PeapodApp PeapodApp/Custom UI/Buttons/RowItem.swift: the app's colour sets and text
// styles (Assets.xcassets/Colors; Custom UI/Modifiers/Typography.swift).
import SwiftUI
import UIKit
