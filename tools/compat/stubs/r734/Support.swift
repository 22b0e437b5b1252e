// Stubs for mrdepth/Neocom (r734): the calendar event's detail screen the cell links to (a view of its own;
// a plain stand-in that shows the event's id). Our own test double.
import SwiftUI

struct EventBody: View {
    var eventID: Int
    var body: some View {
        Text("Event \(eventID)")
    }
}
