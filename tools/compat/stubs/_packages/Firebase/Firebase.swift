// Stub of firebase/firebase-ios-sdk's umbrella module `Firebase`, which brings its products in with one import;
// here it re-exports the FirebaseFirestore stub (added for val8: SverigesRadioApp-SwiftUI imports Firebase).
@_exported import FirebaseFirestore
