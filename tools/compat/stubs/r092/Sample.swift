import SwiftUI
import Factory

@MainActor func makeSampleRow() -> some View {
    let context = Container.shared.coreData().viewContext
    let entry = Entry(context: context)
    entry.title = "Marc Zuckerberg devrait &ecirc;tre passible d&#39;une peine de prison pour mensonges r&eacute;p&eacute;t&eacute;s"
    entry.domainName = "www.numerama.com"
    entry.readingTime = 4
    entry.isStarred = true
    for label in ["privacy", "facebook", "tech"] {
        let tag = Tag(context: context)
        tag.label = label
        tag.slug = label
        entry.tags.insert(tag)
    }
    return List {
        EntryRowView(entry: entry)
    }
    .environmentObject(Container.shared.appState())
}
