// Stand-in for BitProwler's StatItem (Views/Components/StatItem.swift), itself a row of the half (r859):
// a tinted symbol and a value. Our own test double.
import SwiftUI

struct StatItem: View {
    let icon: String
    let value: String
    let color: Color

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: icon).foregroundColor(color)
            Text(value).foregroundColor(.primary)
        }
    }
}
