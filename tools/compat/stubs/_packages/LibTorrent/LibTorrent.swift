import Foundation
// Stub of XITRIX's LibTorrent wrapper (libtorrent bindings): the handle type the iTorrent rows name.
// Test double.

public final class TorrentHandle {
    public let name: String
    public init(name: String) { self.name = name }
}
