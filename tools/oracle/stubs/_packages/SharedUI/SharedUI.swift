// Stand-in for martinomamic/RSSReader's SharedUI module (RSSReaderKit/Sources/SharedUI at 029e4926),
// so FeedRow.swift's `import SharedUI` resolves: the two views of it FeedRow uses (FeedImageView.swift,
// ToggleButton.swift) are among the cases' own source files and compile in the case module.
