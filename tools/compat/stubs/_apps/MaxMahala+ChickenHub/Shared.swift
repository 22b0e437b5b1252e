// Stubs for MaxMahala/ChickenHub shared by its rows (r777–r779): the app's font (SharedUI/Ext+Enums/
// Font.swift: Permanent Marker by name), the blurred dark backing of its panels, the checkbox, the habit
// model, Xcode's generated symbol for the "BG Button" image and the farm background the screens sit on.
// Our own test doubles with the app's names.
import SwiftUI

enum ChickenWeight { case regular }

extension Font {
    static func chicken(_ size: CGFloat, _ weight: ChickenWeight = .regular) -> Font {
        .custom("PermanentMarker-Regular", size: size)
    }
}

struct BluredBackRounded: View {
    let radius: CGFloat
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: radius)
                .fill(.ultraThinMaterial)
                .opacity(0.4)
            Color.black.opacity(0.5)
        }
    }
}

struct CheckSquare: View {
    let isOn: Bool
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4, style: .continuous)
                .fill(isOn ? Color.green.opacity(0.9) : Color.white.opacity(0.18))
            if isOn {
                Image(systemName: "checkmark")
                    .font(.system(size: 12, weight: .bold))
                    .foregroundColor(.white)
            }
        }
        .frame(width: 50, height: 20)
        .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color.white.opacity(0.85), lineWidth: 1.5))
    }
}

struct HabitItem: Identifiable, Hashable {
    let id: String
    let title: String
    let subtitle: String
    let imageName: String
    var isSelected: Bool = false
}

extension ImageResource {
    static let bgButton = ImageResource(name: "BG Button", bundle: .main)
}

/// The farm scene behind the app's screens (the "BG Farm" image; a green stand-in here).
struct ChickenSampleBackground: View {
    var body: some View {
        LinearGradient(colors: [Color(red: 0.45, green: 0.72, blue: 0.95), Color(red: 0.35, green: 0.62, blue: 0.25)],
                       startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()
    }
}
