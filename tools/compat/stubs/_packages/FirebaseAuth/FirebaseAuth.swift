// Stub of firebase/firebase-ios-sdk's FirebaseAuth, imported by rows that do not call it themselves
// (Petimem's pet card). Nothing of the module is declared.
import Foundation
