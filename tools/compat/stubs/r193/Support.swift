import SwiftUI
// Stubs for andrewcoyle1/DialedIn DialedIn/Components/Views/Training/RestDayRow.swift (what the row uses from elsewhere in its app).

/// An icon and a medium-weight value (redacted while loading).
struct MetricView: View {
    let label: String
    let value: String
    let icon: String
    var isLoading: Bool = false

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: icon)
            Text(value)
                .fontWeight(.medium)
                .redacted(reason: isLoading ? .placeholder : [])
        }
    }
}
