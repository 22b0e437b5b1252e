// Stand-in for martinomamic/RSSReader's Common module (RSSReaderKit/Sources/Common at 029e4926), so
// `import Common` resolves: the files of it the feed rows use (Constants.swift, LocalizedStrings.swift,
// Accessibility/AccessibilityIdentifier.swift, Accessibility/View+Accessibility.swift) are among the
// cases' own source files and compile in the case module.
