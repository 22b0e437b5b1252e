import SwiftUI
// Stubs for cuappdev/uplift-ios-swiftui Uplift/Views/Classes/ClassCell.swift: FitnessClassInstance
// (Models/FitnessClassInstance.swift; FitnessClass reduced to its name) and ClassesView.ViewModel's
// two helpers the cell calls (ViewModels/ClassesViewModel.swift; the screen itself is left out).

struct FitnessClass: Hashable {
    let id: String
    let name: String
}

struct FitnessClassInstance: Hashable {
    let id: String
    let classId: Int
    let fitnessClass: FitnessClass?
    let endTime: String?
    let instructor: String
    let isCanceled: Bool
    let isVirtual: Bool
    let location: String
    let startTime: String?
}

enum ClassesView {
    class ViewModel: ObservableObject {
        func toDate(_ string: String?) -> Foundation.Date? {
            guard let string = string else { return nil }
            let dateFormatter = DateFormatter()
            dateFormatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            return dateFormatter.date(from: string)
        }

        func determineDuration(_ startTime: String?, _ endTime: String?) -> String? {
            guard let startTime = toDate(startTime), let endTime = toDate(endTime) else { return nil }
            let interval = endTime.timeIntervalSince(startTime)
            return String(Int(interval / 60))
        }
    }
}
