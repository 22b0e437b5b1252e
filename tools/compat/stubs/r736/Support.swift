// Stubs for sandeepsahanicodes/ChatApp (r736): who sent a message. (The bubble colours are read by name
// from the app's asset catalog, as the row does.) Our own test double.
import Foundation

enum MessageType {
    case sender
    case receiver
}
