import SwiftUI
// Stubs for mykhayloi/Workout_Application_iOS Workout_Application_iOS/ListUI/WorkoutRowView.swift (what the row uses from elsewhere in its app).

/// Models/Quote.swift.
struct Quote: Codable, Identifiable {
    let id: String
    let author: String
    let en: String
}

/// ViewModel/WorkoutViewModel.swift.
class WorkoutViewModel: ObservableObject {
    @Published private(set) var data: [Workout] = []

    private var workouts: [Workout] = Workout.mock {
        didSet { refreshData() }
    }

    init() { refreshData() }

    func refreshData() { data = workouts }

    func create(title: String, exercises: [Exercise]) {
        workouts.append(Workout(title: title, exercises: exercises))
    }
}

/// ViewModel/QuotesViewModel.swift: the app fetches a random quote over the network; the double
/// starts with none and fetches nothing.
final class QuotesViewModel: ObservableObject {
    @Published private(set) var data: Quote?
    init(data: Quote? = nil) { self.data = data }
}

/// ListUI/WorkoutDetailView.swift (the navigation destination; a short double here).
struct WorkoutDetailView: View {
    @ObservedObject var quoteModel = QuotesViewModel()
    @ObservedObject var workoutModel: WorkoutViewModel
    var workout: Workout

    var body: some View {
        VStack {
            Text("Todays exercises")
                .font(.system(size: 30))
            List {
                ForEach(workout.exercises) { exercise in
                    HStack {
                        Text(exercise.title)
                        Spacer()
                        Text("x" + exercise.reps)
                    }
                }
            }
        }
    }
}
