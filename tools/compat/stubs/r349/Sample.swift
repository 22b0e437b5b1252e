import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        DiningVenueRow(for: DiningVenue(
            id: 593, name: "1920 Commons",
            image: URL(string: "https://s3.us-east-2.amazonaws.com/labs.api/dining/1920-commons.jpg"),
            statusString: "Lunch", statusImageString: "circle.fill",
            humanFormattedHoursArrayForToday: ["7:30 - 10", "11 - 2", "5 - 8:30"],
            currentMealIndex: 1, currentOrNearestMealIndex: 1,
            isClosingSoon: false, hasMealsToday: true, isOpen: true))
        DiningVenueRow(for: DiningVenue(
            id: 639, name: "Houston Market",
            image: URL(string: "https://s3.us-east-2.amazonaws.com/labs.api/dining/houston-market.jpg"),
            statusString: "Closes in 12m", statusImageString: "circle.fill",
            humanFormattedHoursArrayForToday: ["11 - 3pm"],
            currentMealIndex: 0, currentOrNearestMealIndex: 0,
            isClosingSoon: true, hasMealsToday: true, isOpen: true))
        DiningVenueRow(for: DiningVenue(
            id: 638, name: "Falk Dining Commons",
            image: URL(string: "https://s3.us-east-2.amazonaws.com/labs.api/dining/falk.jpg"),
            statusString: "Closed until Monday", statusImageString: "xmark.circle.fill",
            humanFormattedHoursArrayForToday: [],
            currentMealIndex: nil, currentOrNearestMealIndex: nil,
            isClosingSoon: false, hasMealsToday: false, isOpen: false))
    }
}
