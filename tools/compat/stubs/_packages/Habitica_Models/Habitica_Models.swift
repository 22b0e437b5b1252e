import Foundation
// Stub of habitica-ios's "Habitica Models" framework (HabitRPG/habitica-ios Habitica Models/): the
// protocols the corpus rows use. Test double (no @objc: plain Swift protocols).

public protocol BaseModelProtocol {
    var isValid: Bool { get }
    var isManaged: Bool { get }
}

public protocol TaskHistoryProtocol: BaseModelProtocol {
    var taskID: String? { get set }
    var timestamp: Date? { get set }
    var value: Float { get set }
    var scoredUp: Int { get set }
    var scoredDown: Int { get set }
    var isDue: Bool { get set }
    var completed: Bool { get set }
}
