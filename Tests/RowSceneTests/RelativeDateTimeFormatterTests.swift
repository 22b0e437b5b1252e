import Foundation
import Testing
import RowScene

/// Foundation's RelativeDateTimeFormatter, which Linux lacks, as rows use it.
@Suite struct RelativeDateTimeFormatterTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func numericFullIsTheDefault() {
        let f = RelativeDateTimeFormatter()
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hours ago")
        #expect(f.localizedString(for: now.addingTimeInterval(3 * 86400), relativeTo: now) == "in 3 days")
        #expect(f.localizedString(fromTimeInterval: 300) == "in 5 minutes")
        #expect(f.localizedString(from: DateComponents(day: -14)) == "2 weeks ago")
    }

    @Test func unitsAndDateTimeStyles() {
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = .spellOut
        #expect(f.localizedString(for: now.addingTimeInterval(-400), relativeTo: now) == "seven minutes ago")
        f.unitsStyle = .short
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hr. ago")
        f.unitsStyle = .full
        f.dateTimeStyle = .named
        #expect(f.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
    }

    @Test func otherLocales() {
        let f = RelativeDateTimeFormatter()
        f.locale = Locale(identifier: "de_DE")
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "vor 2 Stunden")
    }
}
