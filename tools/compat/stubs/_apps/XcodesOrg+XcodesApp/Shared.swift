import Path
import SwiftUI
import Version
import XcodesKit
import struct Path.Path
// Stubs shared by the rows of XcodesOrg/XcodesApp (what they use from elsewhere in the app).

public func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject {
    var copy = subject
    configuration(&copy)
    return copy
}
