import SwiftUI

// ComponentLibrary's SmallPrimaryButton (2 - Primitives/Buttons/SmallPrimaryButton.swift at
// 37d8b9a), which CalloutCard uses but this case folder does not hold (it is o006's case file):
// a PrimaryButton in the small pill size.
public struct SmallPrimaryButton: View {
    private let title: String
    private let isLoading: Bool
    private let action: () -> Void

    public init(title: String, isLoading: Bool = false, action: @escaping () -> Void) {
        self.title = title
        self.isLoading = isLoading
        self.action = action
    }

    public var body: some View {
        PrimaryButton(title: title, isLoading: isLoading, action: action)
            .pillButtonSize(.small)
    }
}
