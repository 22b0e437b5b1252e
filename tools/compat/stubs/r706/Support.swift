// Stubs for rarimo/rarime-ios-app (r706): the app's toggle (a capsule with a sliding knob), a view of its own.
// Our own test double.
import SwiftUI

struct AppToggle: View {
    @Binding var isOn: Bool
    var onChanged: ((Bool) -> Void)?

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(isOn ? Color.successMain : Color.bgComponentPrimary)
            Circle()
                .fill(Color.baseWhite)
                .shadow(color: isOn ? .clear : Color.baseBlack.opacity(0.12), radius: 1, x: 1, y: 1)
                .padding(2)
                .offset(x: isOn ? 8 : -8)
        }
        .frame(width: 40, height: 24)
        .onTapGesture {
            isOn.toggle()
            onChanged?(isOn)
        }
    }
}
