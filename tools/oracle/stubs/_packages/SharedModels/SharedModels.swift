// Stand-in for martinomamic/RSSReader's SharedModels module (RSSReaderKit/Sources/SharedModels at
// 029e4926), so `import SharedModels` resolves: Feed.swift and FeedItem.swift are among the cases' own
// source files and compile in the case module.
