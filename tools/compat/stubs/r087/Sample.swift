import SwiftUI

@MainActor func makeSampleRow() -> some View {
    OfferingCell(offering: OfferingViewModel(
        identifier: "default",
        status: .passed,
        packages: [
            PackageViewModel(id: "$rc_monthly", title: "Monthly"),
            PackageViewModel(id: "$rc_annual", title: "Annual"),
        ]
    ))
}
