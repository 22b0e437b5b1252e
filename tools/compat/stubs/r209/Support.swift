import SwiftUI
// Stubs for Electric-Coin-Company/zashi-ios modules/Sources/UIComponents/Toggle/DescriptiveToggle.swift
// (what the row's file uses from elsewhere in its module; zFont is in _apps, Generated in _packages).

/// UIComponents/StateWrapper/StateWrapper.swift: holds a Bool in @State for previews.
public struct BoolStateWrapper<Content: View>: View {
    @State var value: Bool
    let content: (Binding<Bool>) -> Content

    public init(initialValue: Bool = true, @ViewBuilder content: @escaping (Binding<Bool>) -> Content) {
        _value = State(initialValue: initialValue)
        self.content = content
    }

    public var body: some View {
        content($value)
    }
}
