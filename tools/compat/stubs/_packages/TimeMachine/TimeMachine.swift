import SwiftUI
// Stub of daneden/TimeMachine: an observable "which date are we looking at" that an app scrubs
// through, put in the environment with withTimeMachine(_:). Test double: the date stays where it is
// set (the wall clock by default).

@Observable
public final class TimeMachine {
    public enum IncrementUnit {
        case minute
        case hour
        case day
    }

    public var isOn = false
    public var referenceDate: Date
    public var offset = 0
    public let incrementUnit: IncrementUnit
    public let incrementRange: ClosedRange<Int>

    public init(referenceDate: Date = Date(), incrementUnit: IncrementUnit = .day, incrementRange: ClosedRange<Int> = -182 ... 182) {
        self.referenceDate = referenceDate
        self.incrementUnit = incrementUnit
        self.incrementRange = incrementRange
    }

    public var date: Date {
        guard isOn else { return referenceDate }
        let component: Calendar.Component = switch incrementUnit {
        case .minute: .minute
        case .hour: .hour
        case .day: .day
        }
        return Calendar.current.date(byAdding: component, value: offset, to: referenceDate) ?? referenceDate
    }
}

private struct TimeMachineKey: EnvironmentKey {
    static let defaultValue = TimeMachine()
}

public extension EnvironmentValues {
    var timeMachine: TimeMachine {
        get { self[TimeMachineKey.self] }
        set { self[TimeMachineKey.self] = newValue }
    }
}

public extension View {
    func withTimeMachine(_ timeMachine: TimeMachine) -> some View {
        environment(\.timeMachine, timeMachine)
    }
}
