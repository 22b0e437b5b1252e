// Stub of Olvid's circled-initials module (Sources/App/UI/ObvCircledInitials): the configuration of a
// contact's or discussion's circle (photo, initials or icon, colours) and InitialCircleViewNew, which
// draws it in a circle or a rounded square. Our own test double.
import SwiftUI
import ObvSystemIcon

public enum CircledInitialsConfiguration {
    case contact(initial: String, photo: UIImage?, showGreenShield: Bool, colors: (background: UIColor, text: UIColor))
    case group(photo: UIImage?, colors: (background: UIColor, text: UIColor))

    public var photo: UIImage? {
        switch self {
        case .contact(_, let photo, _, _), .group(let photo, _): return photo
        }
    }
    public var initials: String? {
        if case .contact(let initial, _, _, _) = self, !initial.isEmpty { return initial }
        return nil
    }
    public var icon: SystemIcon {
        if case .group = self { return .person3Fill }
        return .person
    }
    public var showGreenShield: Bool {
        if case .contact(_, _, let shield, _) = self { return shield }
        return false
    }
    public var backgroundColor: UIColor {
        switch self {
        case .contact(_, _, _, let colors), .group(_, let colors): return colors.background
        }
    }
    public var foregroundColor: UIColor {
        switch self {
        case .contact(_, _, _, let colors), .group(_, let colors): return colors.text
        }
    }
}

@MainActor
public protocol InitialCircleViewNewModelProtocol: ObservableObject {
    var circledInitialsConfiguration: CircledInitialsConfiguration { get }
}

public struct InitialCircleViewNew<Model: InitialCircleViewNewModelProtocol>: View {
    @ObservedObject var model: Model
    let state: State

    public init(model: Model, state: State) {
        self.model = model
        self.state = state
    }

    public enum State {
        case circleDiameter(diameter: CGFloat)
        case cornerRadius(diameter: CGFloat, cornerRadius: CGFloat)

        var diameter: CGFloat {
            switch self {
            case .circleDiameter(let diameter), .cornerRadius(let diameter, _): return diameter
            }
        }
        var radius: CGFloat {
            switch self {
            case .circleDiameter(let diameter): return diameter / 2
            case .cornerRadius(_, let radius): return radius
            }
        }
    }

    public var body: some View {
        let configuration = model.circledInitialsConfiguration
        let shape = RoundedRectangle(cornerRadius: state.radius)
        Group {
            if let photo = configuration.photo {
                Image(uiImage: photo)
                    .resizable()
                    .scaledToFill()
                    .frame(width: state.diameter, height: state.diameter)
                    .clipShape(shape)
            } else {
                ZStack {
                    shape
                        .fill(Color(configuration.backgroundColor))
                        .frame(width: state.diameter, height: state.diameter)
                    if let text = configuration.initials {
                        Text(text)
                            .font(.system(size: state.diameter / 2, weight: .black, design: .rounded))
                            .foregroundColor(Color(configuration.foregroundColor))
                    } else {
                        Image(systemIcon: configuration.icon)
                            .font(.system(size: state.diameter / 3, weight: .semibold))
                            .foregroundColor(Color(configuration.foregroundColor))
                    }
                }
            }
        }
    }
}
