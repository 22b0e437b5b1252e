import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let squat = Exercise(id: "e1", name: "Squat", arEligible: true)
    let plank = Exercise(id: "e2", name: "Plank", arEligible: false)
    let workout = Workout(id: "w1", date: "2019-11-05T14:32:10.000Z", sets: [
        WorkoutSet(exercise: squat, reps: 12, time: nil, difficulty: 2),
        WorkoutSet(exercise: plank, reps: nil, time: 45, difficulty: 3),
    ])
    // The app lists these rows on a blue→indigo card.
    return WorkoutRowView(workout: workout)
        .background(LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom))
        .cornerRadius(10)
        .padding(.horizontal, 20)
}
