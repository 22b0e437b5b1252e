// Stubs for vidkazan/49EuroTravel_SwiftUI ChooChoo/Feature/JourneySearch/RecentSearches/view/
// RecentSearchCell.swift: ChewViewModel with its text-field content and events (App/chewVM),
// RecentSearchesViewModel with its events, actions and RecentSearch (RecentSearches/vm),
// DepartureArrivalPairStop (RecentSearchView.swift) and StopListCell (SearchStop/…/StopListCell.swift),
// a plain stand-in here (it is a row of its own in the corpus). Our own test doubles.
import SwiftUI

struct DepartureArrivalPairStop: Hashable {
    let departure: Stop
    let arrival: Stop
    let id: String

    init(departure: Stop, arrival: Stop) {
        self.departure = departure
        self.arrival = arrival
        id = departure.name + arrival.name
    }
}

final class ChewViewModel: ObservableObject, Identifiable {
    enum TextFieldContent: Hashable {
        case textOnly(String)
        case location(Stop)
    }

    enum Event {
        case didStartViewAppear
        case didUpdateSearchData(dep: TextFieldContent? = nil, arr: TextFieldContent? = nil, date: Date? = nil)
    }

    func send(event: Event) {}
}

final class RecentSearchesViewModel: ObservableObject, Identifiable {
    struct RecentSearch: Equatable {
        let stops: DepartureArrivalPairStop
        let searchTS: Double
    }

    enum Action: String {
        case adding
        case deleting
    }

    enum Event {
        case didTapUpdate
        case didTapEdit(action: Action, search: RecentSearch?)
    }

    func send(event: Event) {}
}

/// Icon and stop name on one line.
struct StopListCell: View {
    let stop: StopWithDistance

    init(stop: StopWithDistance) { self.stop = stop }
    init(stop: Stop) { self.stop = StopWithDistance(stop: stop, distance: nil) }

    var body: some View {
        Label(stop.stop.name, systemImage: stop.stop.type.SFSIcon)
            .lineLimit(1)
            .padding(5)
            .chewTextSize(.big)
    }
}
