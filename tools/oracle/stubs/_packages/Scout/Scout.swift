// Stand-in for kasianov-mikhail/scout's Scout module (Sources/Scout at ad0fa4df), so the ScoutUI
// files' `import Scout` resolves: the files of it the cases' views use (Calendar+UTC.swift,
// Date+Start.swift, Date+Add.swift, Date+Milliseconds.swift, StatusBuckets.swift) are among the
// cases' own source files and compile in the case module; the few types of it that only code the
// snapshots do not run names are restated in stubs/_apps/kasianov-mikhail+scout.
