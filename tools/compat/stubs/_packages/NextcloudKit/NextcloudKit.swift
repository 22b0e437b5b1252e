// Stub of nextcloud/NextcloudKit, imported by Nextcloud Talk's SwiftUI helpers that do not call it
// themselves. Nothing of the package is declared.
import Foundation
