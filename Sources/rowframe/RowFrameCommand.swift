import ArgumentParser

/// The `rowframe` command line.
struct RowFrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rowframe",
        abstract: "Render an iOS list-row design system to images on Linux.",
        subcommands: [GalleryCommand.self, RenderCommand.self, FramesCommand.self, SheetCommand.self, DiffCommand.self, ReportCommand.self, ApproveCommand.self, PreviewsCommand.self, BenchCommand.self, BenchSceneCommand.self, SymbolsCommand.self])
}
