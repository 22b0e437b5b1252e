import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let viewModel = ClassesView.ViewModel()
    return VStack(spacing: 12) {
        ClassCell(classInstance: FitnessClassInstance(
            id: "1", classId: 12, fitnessClass: FitnessClass(id: "12", name: "Muscle Pump"),
            endTime: "2026-11-27T18:00:00", instructor: "Claire M.", isCanceled: false, isVirtual: false,
            location: "Helen Newman Hall", startTime: "2026-11-27T17:00:00"), viewModel: viewModel)
        ClassCell(classInstance: FitnessClassInstance(
            id: "2", classId: 7, fitnessClass: FitnessClass(id: "7", name: "Zumba"),
            endTime: "2026-11-27T19:45:00", instructor: "Ana P.", isCanceled: false, isVirtual: false,
            location: "Teagle Down", startTime: "2026-11-27T19:00:00"), viewModel: viewModel)
    }
    .padding(16)
}
