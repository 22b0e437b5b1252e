import SwiftUI
// Stubs for LoopKit/LoopKit LoopKitUI/Views/ScheduleItemView.swift (what the row uses from elsewhere in its app).

/// A setting row that shows its value and expands into an editor when tapped.
public struct ExpandableSetting<LeadingValueContent: View, TrailingValueContent: View, ExpandedContent: View>: View {
    @Binding var isEditing: Bool
    var leadingValueContent: LeadingValueContent
    var trailingValueContent: TrailingValueContent
    var expandedContent: () -> ExpandedContent

    public init(
        isEditing: Binding<Bool>,
        @ViewBuilder leadingValueContent: () -> LeadingValueContent,
        @ViewBuilder trailingValueContent: () -> TrailingValueContent,
        @ViewBuilder expandedContent: @escaping () -> ExpandedContent
    ) {
        self._isEditing = isEditing
        self.leadingValueContent = leadingValueContent()
        self.trailingValueContent = trailingValueContent()
        self.expandedContent = expandedContent
    }

    public var body: some View {
        VStack(spacing: 0) {
            HStack {
                leadingValueContent
                Spacer()
                trailingValueContent
                    .fixedSize(horizontal: true, vertical: false)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation { self.isEditing.toggle() }
            }

            if isEditing {
                expandedContent()
                    .padding(.horizontal, -8)
                    .transition(.fadeInFromTop)
            }
        }
    }
}
