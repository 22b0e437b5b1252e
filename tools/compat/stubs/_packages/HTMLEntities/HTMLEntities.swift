import Foundation
// Stub of the swift-html-entities package (Kitura/swift-html-entities, module HTMLEntities): the
// API corpus rows use. Unescapes the named entities common in titles and numeric references.

extension String {
    public func htmlUnescape(strict: Bool = false) -> String {
        let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
            "eacute": "é", "egrave": "è", "agrave": "à", "ccedil": "ç", "rsquo": "\u{2019}",
            "lsquo": "\u{2018}", "rdquo": "\u{201D}", "ldquo": "\u{201C}", "hellip": "…", "mdash": "—", "ndash": "–",
        ]
        var result = ""
        var rest = Substring(self)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(12).firstIndex(of: ";") {
                let name = String(after[..<semi])
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    replacement = named[name]
                }
                if let replacement {
                    result += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}
