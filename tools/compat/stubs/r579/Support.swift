// Stubs for AndreiRobertoOleniuc/FitMe FitMe/Code/Views/WorkoutBuilder/WorkoutExerciseRow.View.swift: the
// Exercise SwiftData model (Code/Dao/Exercise.swift; the category icon chosen in init) and ImageView
// (Code/Views/Image.View.swift): a remote image, or the symbol on a light grey tile until it loads.
// Our own test doubles.
import SwiftUI
import SwiftData

@Model
final class Exercise {
    var id: Int
    var baseID: Int
    var name: String
    var category: String
    var image: String?
    var imageThumbnail: String?
    var sets: Int = 3
    var reps: Int = 12
    var rest: Int = 60
    var weight: Double = 20
    var order: Int = 0
    var systemImage: String = "dumbbell.fill"

    init(id: Int, baseID: Int, name: String, category: String, image: String?, imageThumbnail: String?) {
        self.id = id
        self.baseID = baseID
        self.name = name
        self.category = category
        self.image = image
        self.imageThumbnail = imageThumbnail
        if imageThumbnail == nil {
            let icons = ["Abs": "figure.core.training", "Cardio": "heart.fill", "Legs": "figure.run",
                         "Calves": "figure.walk", "Back": "figure.strengthtraining.functional",
                         "Chest": "figure.strengthtraining.functional", "Shoulders": "figure.strengthtraining.functional"]
            systemImage = icons[category] ?? "dumbbell.fill"
        }
    }
}

struct ImageView: View {
    let imageURL: URL?
    let width: CGFloat?
    let height: CGFloat?
    let cornerRadius: CGFloat
    let systemName: String

    static func getFullImageURL(_ path: String?) -> URL? {
        path.flatMap(URL.init(string:))
    }

    init(imageURL: URL?, width: CGFloat? = nil, height: CGFloat? = nil, cornerRadius: CGFloat = 8,
         systemName: String = "dumbbell.fill") {
        self.imageURL = imageURL
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.systemName = systemName
    }

    var body: some View {
        AsyncImage(url: imageURL) { image in
            image.resizable().aspectRatio(contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        } placeholder: {
            RoundedRectangle(cornerRadius: cornerRadius)
                .fill(Color.gray.opacity(0.1))
                .overlay(Image(systemName: systemName).resizable().aspectRatio(contentMode: .fit).padding(40))
        }
        .frame(maxWidth: width ?? .infinity, maxHeight: height ?? width ?? 200)
    }
}
