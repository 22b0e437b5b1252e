// Stand-ins for the two views WorkoutListCell shows (Screens/MainScreen/Views/WorkoutList/): the reps or
// timer label and the start button. Plain doubles of ours: the label as the app words it, the button blue.
import SwiftUI

struct RepsOrTimerView: View {
    let workout: Workout

    var body: some View {
        Text(workout.timer == 0 ? "Reps: \(workout.reps)" : "Timer: \(workout.timer / 60):\(String(format: "%02d", workout.timer % 60))")
            .font(.roboto16)
    }
}

struct StartButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text("START")
                .font(.robotoBold16)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.blue)
                .cornerRadius(10)
        }
    }
}
