import SimpleLoginPackage
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        AliasCompactView(alias: .ccohen, onCopy: {}, onSendMail: {}, onToggle: {}, onPin: {},
                         onUnpin: {}, onDelete: {})
        AliasCompactView(alias: .claypool, onCopy: {}, onSendMail: {}, onToggle: {}, onPin: {},
                         onUnpin: {}, onDelete: {})
    }
    .accentColor(.slPurple)
}
