import SwiftUI
// Stubs for eerimoq/moblin shared by its rows: replaceSensitive(value:sensitive:)
// (Common/Various/CommonUtils.swift; as there, a sensitive value is shown as bullets).

func replaceSensitive(value: String, sensitive: Bool) -> String {
    if sensitive {
        String(repeating: "•", count: value.count)
    } else {
        value
    }
}
