import AltStoreCore
// Stubs for rileytestut/AltStore AltWidget/Countdown.swift: the widget target's other files
// (AltWidget.swift, WidgetView.swift) import AltStoreCore, which gives the row Date's
// numberOfCalendarDays(since:); AltStoreCore is stubbed under _packages.
