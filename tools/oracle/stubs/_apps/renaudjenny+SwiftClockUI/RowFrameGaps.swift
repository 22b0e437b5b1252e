import SwiftUI

// Not the app's code: stand-ins for iOS API that RowFrame lacks (at the time of writing), so the
// case compiles and the rest of it can be measured. Delete one when RowFrame gains the API.

// iOS's SegmentedPickerStyle (ClockView.swift's configuration preview, not snapshotted): RowFrame's
// picker styles are the cases of its PickerStyle enum, so the type's initialiser is stood in by a
// function giving `.segmented`.
func SegmentedPickerStyle() -> PickerStyle { .segmented }
