/// Foundation's automatic grammar agreement for English (`^[\(count) glass](inflect: true)`):
/// the noun after a number takes its plural unless the number is one. Other languages keep the
/// text as written (their agreement is not modelled).
enum Inflection {
    /// Nouns whose plural is not made by a suffix.
    static let irregular: [String: String] = [
        "person": "people", "man": "men", "woman": "women", "child": "children", "foot": "feet", "tooth": "teeth",
        "mouse": "mice", "goose": "geese", "ox": "oxen", "leaf": "leaves", "life": "lives", "knife": "knives",
        "wife": "wives", "half": "halves", "shelf": "shelves", "wolf": "wolves", "calf": "calves", "loaf": "loaves",
    ]
    /// Nouns the same in the plural.
    static let invariable: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft", "moose", "information",
                                          "equipment", "news", "rice", "money", "feedback", "data", "software"]

    /// `text` with the noun after its first number agreeing with it, in `language` ("en"; nil is
    /// English, the render's default device language).
    static func agreeing(_ text: String, language: String?) -> String {
        guard (language ?? "en").hasPrefix("en") else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let n = words.firstIndex(where: { Double($0.replacingOccurrences(of: ",", with: "")) != nil }),
              n + 1 < words.count, !words[n + 1].isEmpty else { return text }
        let number = Double(words[n].replacingOccurrences(of: ",", with: ""))!
        if number == 1 { return text }
        words[n + 1] = plural(words[n + 1])
        return words.joined(separator: " ")
    }

    /// The English plural of a noun, keeping its capitals and any trailing punctuation.
    static func plural(_ word: String) -> String {
        let body = String(word.prefix { $0.isLetter || $0 == "'" || $0 == "-" })
        guard !body.isEmpty else { return word }
        let tail = word.dropFirst(body.count), lower = body.lowercased()
        let plural: String
        if invariable.contains(lower) {
            plural = lower
        } else if let irregular = irregular[lower] {
            plural = irregular
        } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            plural = lower + "es"
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = lower.dropLast() + "ies"
        } else {
            plural = lower + "s"
        }
        // The writer's capitals: all capitals, a capital first, or as written.
        let cased = body == body.uppercased() && body.count > 1 ? plural.uppercased()
            : body.first!.isUppercase ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
        return cased + tail
    }
}
