import SwiftUI

// The rows' shared alignment, which BalanceRow uses and PrimaryRow.swift (not in this case
// folder) defines, as the module defines it (3 - Compositions/Rows/PrimaryRow.swift at 37d8b9a).
extension VerticalAlignment {
    struct CustomRowVerticalAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let customRowVerticalAlignment = VerticalAlignment(CustomRowVerticalAlignment.self)
}
