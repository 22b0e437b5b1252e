import SwiftUI

// Stub of the Prefire library's module (BarredEwe/Prefire), which Hymns-iOS's view files import:
// they use only its marker protocol, which tells Prefire's plugin to generate a snapshot test for a
// PreviewProvider. It has no requirements, so the stub is the bare protocol.
public protocol PrefireProvider {}
