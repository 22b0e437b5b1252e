import SwiftUI
import LoopKit
// Stub of LoopKit/LoopKit's LoopKitUI framework: nothing the corpus rows use yet beyond the import.

public enum LoopKitUIVersion {
    public static let stub = true
}
