import SwiftUI
// Stub of the ActivityIndicatorView package (exyte/ActivityIndicatorView): the API corpus rows use.

public struct ActivityIndicatorView: View {
    public enum IndicatorType {
        case `default`(count: Int = 8)
        case arcs(count: Int = 3, lineWidth: CGFloat = 2)
        case rotatingDots(count: Int = 5)
        case flickeringDots(count: Int = 8)
        case scalingDots(count: Int = 3, inset: Int = 2)
        case opacityDots(count: Int = 3, inset: Int = 4)
        case equalizer(count: Int = 5)
        case growingArc(_ color: Color = .black, lineWidth: CGFloat = 4)
        case growingCircle
        case gradient(_ colors: [Color], _ lineCap: CGLineCap = .butt, lineWidth: CGFloat = 4)
    }

    @Binding var isVisible: Bool
    var type: IndicatorType

    public init(isVisible: Binding<Bool>, type: IndicatorType) {
        _isVisible = isVisible
        self.type = type
    }

    public var body: some View {
        if isVisible {
            Circle().stroke(Color.gray, lineWidth: 2)
        }
    }
}
