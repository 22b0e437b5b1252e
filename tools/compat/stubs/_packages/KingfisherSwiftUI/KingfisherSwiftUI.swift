import SwiftUI
// Stub of Kingfisher 5's KingfisherSwiftUI module (onevcat/Kingfisher): KFImage lived here and the
// core module came along; this stub re-exports the Kingfisher stub.
@_exported import Kingfisher
