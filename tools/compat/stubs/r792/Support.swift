// Stubs for mbientlab/MetaWear-iOS-MetaWear-App (r792): the labelled rows the statistics block stacks
// (Presentation/UI/Components/Labels/LabeledItem.swift, itself r791; plain stand-ins here). Our own test
// doubles.
import SwiftUI

struct LabeledItem<Content: View>: View {
    var label: String
    var content: Content
    var maxWidth: CGFloat = 100

    var body: some View {
        HStack(spacing: 10) {
            Text(label).frame(width: maxWidth, alignment: .leading)
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct LabeledColorKeyedItem<Content: View>: View {
    var color: Color
    var label: String
    var content: Content
    var maxWidth: CGFloat = 100
    var alignment: VerticalAlignment = .center

    var body: some View {
        HStack(alignment: alignment, spacing: 10) {
            HStack { Circle().fill(color).frame(width: 11, height: 11); Text(label) }
                .frame(width: maxWidth, alignment: .leading)
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
