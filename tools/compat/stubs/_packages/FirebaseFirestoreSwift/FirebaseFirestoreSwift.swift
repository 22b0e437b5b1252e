import FirebaseFirestore
// Stub of firebase/firebase-ios-sdk's FirebaseFirestoreSwift (the Codable support), imported by rows
// that do not call it themselves.
