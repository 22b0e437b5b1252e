// Stand-in for pointfreeco/swift-composable-architecture as jjjjjeffrey/WordsLearner's
// BackgroundTaskRow.swift imports it: the row uses nothing from it, so the module is empty.
