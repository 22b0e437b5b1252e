import SwiftUI

// An exam's evaluated students with their marks out of ten.
@MainActor func makeSampleRow() -> some View {
    let students = [
        EvaluatedStudent(dni: "48392017K", name: "Lucía Fernández", score: 8.75),
        EvaluatedStudent(dni: "53018826P", name: "Javier Martín", score: 4.2),
        EvaluatedStudent(dni: "71240098B", name: "Sara Gómez", score: 6),
    ]
    return List(students) { student in
        EvaluatedStudentRow(student: student)
    }
}
