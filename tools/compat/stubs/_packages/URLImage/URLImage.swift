import SwiftUI
// Stub of the URLImage package (dmytro-anokhin/url-image): the view the WeChat-SwiftUI app wraps. Test
// double; images never load, so it shows its empty content.

public struct URLImage<Empty: View, InProgress: View, Failure: View, Content: View>: View {
    let url: URL
    let empty: () -> Empty
    let inProgress: (Float?) -> InProgress
    let failure: (Error, @escaping () -> Void) -> Failure
    let content: (Image) -> Content

    public init(_ url: URL, @ViewBuilder empty: @escaping () -> Empty,
                @ViewBuilder inProgress: @escaping (Float?) -> InProgress,
                @ViewBuilder failure: @escaping (Error, @escaping () -> Void) -> Failure,
                @ViewBuilder content: @escaping (Image) -> Content) {
        self.url = url
        self.empty = empty
        self.inProgress = inProgress
        self.failure = failure
        self.content = content
    }

    public var body: some View { empty() }
}
