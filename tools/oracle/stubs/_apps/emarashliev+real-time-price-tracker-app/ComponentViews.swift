import SwiftUI

// emarashliev/real-time-price-tracker-app at 7fd99ed: the three stand-alone views its
// ComponentSnapshotTests declare (private to that test file, "mirroring" parts of FeedView),
// restated from their description there: same layout, fonts, colours and paddings.

/// A 10 pt dot (green live, orange connecting or reconnecting, grey disconnected) 8 pt before the
/// state's label (subheadline, secondary), padded 4 on the system background.
struct OracleStatusBarView: View {
    let connectionState: ConnectionState

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(dotColor)
                .frame(width: 10, height: 10)
            Text(connectionState.label)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .padding(4)
        .background(Color(.systemBackground))
    }

    private var dotColor: Color {
        switch connectionState {
        case .connected: return .green
        case .connecting, .reconnecting: return .orange
        case .disconnected: return .gray
        }
    }
}

/// "Start" with play.fill tinted blue, or "Stop" with stop.fill tinted red, as a bordered
/// prominent button on the system background.
struct OracleControlButtonView: View {
    let isStreaming: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(isStreaming ? "Stop" : "Start", systemImage: isStreaming ? "stop.fill" : "play.fill")
        }
        .buttonStyle(.borderedProminent)
        .tint(isStreaming ? .red : .blue)
        .background(Color(.systemBackground))
    }
}

/// The feed's row: ticker (headline) over name (subheadline, secondary); a spacer; the price
/// (headline, padded 6 by 4 on the flash colour, radius 8) over the change (caption, green or red);
/// an arrow up or down in the same colour; padded, on the system background.
struct OracleFeedRowView: View {
    let ticker: String
    let name: String
    let priceText: String
    let changeText: String
    let isPositive: Bool
    let flash: PriceFlash?

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(ticker).font(.headline)
                Text(name).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 4) {
                Text(priceText)
                    .font(.headline)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 4)
                    .background(PriceFlash.backgroundColor(for: flash))
                    .cornerRadius(8)
                Text(changeText)
                    .font(.caption)
                    .foregroundColor(isPositive ? .green : .red)
            }
            Image(systemName: isPositive ? "arrow.up" : "arrow.down")
                .foregroundColor(isPositive ? .green : .red)
        }
        .padding()
        .background(Color(.systemBackground))
    }
}
