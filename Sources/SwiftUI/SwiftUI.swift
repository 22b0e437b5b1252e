// `import SwiftUI` on Linux: a row file from an iOS app compiles as it is. RowScene is SwiftUI's
// model here, and UIKit's surface comes with it, as on iOS; module-qualified names
// (`SwiftUI.View`, `@SwiftUI.State`) resolve through the re-export. On iOS, Foundation holds
// URLRequest, URLSession and URLCache; on Linux they live in FoundationNetworking, which comes
// along too (it needs libcurl4).
@_exported import RowScene
@_exported import UIKit
@_exported import Combine
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

#if canImport(FoundationNetworking)
extension URLCache {
    /// iOS's initializer (Linux's takes a `diskPath:`).
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
#endif
