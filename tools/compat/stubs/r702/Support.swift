// Stubs for dashpay/dashwallet-ios (r702): the DashSpend quantity stepper (minus, count, plus), a view of
// the app's own. Our own test double.
import SwiftUI

struct DashStepper: View {
    @Binding var count: Int
    var maxCount: Int?

    private var plusEnabled: Bool { maxCount.map { count < $0 } ?? true }

    var body: some View {
        HStack(spacing: 6) {
            button("minus", enabled: count > 0) { if count > 0 { count -= 1 } }
            Text("\(count)")
                .font(.headline.weight(.semibold))
                .foregroundColor(.primaryText)
                .frame(width: 30)
            button("plus", enabled: plusEnabled) { count += 1 }
        }
    }

    private func button(_ symbol: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: symbol)
                .font(.system(size: 14, weight: .semibold))
                .frame(width: 32, height: 32)
                .background(Circle().fill(enabled ? Color.black1000Alpha8 : Color.black1000Alpha5))
        }
        .buttonStyle(.plain)
        .disabled(!enabled)
    }
}
