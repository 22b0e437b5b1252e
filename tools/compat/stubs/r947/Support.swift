// Stand-in for mullvad's SwitchRowView (itself a row of this half, r903), shown above the footer in the sample.
import SwiftUI

struct SwitchRowView: View {
    @Binding var isOn: Bool
    let text: String

    var body: some View {
        Toggle(text, isOn: $isOn)
            .padding(UIMetrics.SettingsRowView.layoutMargins)
            .frame(height: 44)
            .background(Color(.primaryColor))
            .foregroundColor(Color(.primaryTextColor))
    }
}
