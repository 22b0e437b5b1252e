// Stubs shared by the Lakr233/Rayon rows (r633, r634), from the mRayon app: UIBridge's pasteboard and
// confirmation helpers (Extension/UIBridge/), RayonUtil.createExecuteFor (Extension/Util.swift),
// View.roundedCorner() (Extension/View.swift), the editors the cards link to (EditIdentityView,
// EditSnippetView) and the sample records the samples put in the store. Our own test doubles.
import SwiftUI
import RayonModule

enum UIBridge {
    static func sendPasteboard(str: String) {}
    static func requiresConfirmation(message: String, confirmation: @escaping (Bool) -> Void) {
        confirmation(false)
    }
}

enum RayonUtil {
    static func createExecuteFor(snippet: RDSnippet) {}
}

extension View {
    func roundedCorner() -> some View {
        cornerRadius(8)
    }
}

struct EditIdentityView: View {
    let requestIdentity: (() -> (UUID?))?
    init(requestIdentity: (() -> (UUID?))? = nil) { self.requestIdentity = requestIdentity }
    var body: some View { Text("Edit Identity") }
}

struct EditSnippetView: View {
    let requestIdentity: (() -> (UUID?))?
    init(requestIdentity: (() -> (UUID?))? = nil) { self.requestIdentity = requestIdentity }
    var body: some View { Text("Edit Snippet") }
}

enum RayonSamples {
    static func store() -> RayonStore {
        let store = RayonStore()
        store.identityGroup.insert(RDIdentity(
            id: UUID(uuidString: "43A18BB5-3986-44C1-812C-0D012233FE56")!, username: "root",
            password: "alpine", lastRecentUsed: Date(timeIntervalSince1970: 1_764_300_000)))
        store.identityGroup.insert(RDIdentity(
            id: UUID(uuidString: "8C7D1E2F-0A4B-4C5D-9E6F-112233445566")!, username: "deploy",
            privateKey: "-----BEGIN OPENSSH PRIVATE KEY-----", authenticAutomatically: false))
        store.snippetGroup.insert(RDSnippet(
            id: UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")!, name: "Disk Usage",
            code: "df -h\ndu -sh /var/log/*", comment: "Show free space and the largest logs",
            attachment: ["sf.avatar": "externaldrive"]))
        store.snippetGroup.insert(RDSnippet(
            id: UUID(uuidString: "1A2B3C4D-5E6F-7081-92A3-B4C5D6E7F809")!, name: "Restart nginx",
            code: "sudo systemctl restart nginx\nsudo systemctl status nginx", comment: "Reload the web server"))
        return store
    }
}
