import SwiftUI
import Kingfisher
import FaviconFinder
// Stubs for damus-io/damus damus/Shared/Components/NIP05Badge.swift (what the row uses from elsewhere in its app).

class DamusColors {
    static let purple = Color(red: 0.80, green: 0.26, blue: 0.92)
    static let blue = Color(red: 0.25, green: 0.30, blue: 0.92)
}

let LINEAR_GRADIENT = LinearGradient(colors: [
    DamusColors.purple,
    DamusColors.blue
], startPoint: .topTrailing, endPoint: .bottomTrailing)

struct Pubkey: Hashable {
    let id: Data
    init(_ id: Data) { self.id = id }
}

struct NIP05: Equatable {
    let username: String
    let host: String
}

struct Profile {
    var name: String?
    var display_name: String?
}

class Profiles {
    var profiles: [Pubkey: Profile] = [:]
    func lookup(id: Pubkey) throws -> Profile? { profiles[id] }
}

class Contacts {
    let our_pubkey: Pubkey
    var friends: Set<Pubkey> = []
    init(our_pubkey: Pubkey) { self.our_pubkey = our_pubkey }
    func is_friend_or_self(_ pubkey: Pubkey) -> Bool { pubkey == our_pubkey || friends.contains(pubkey) }
}

class NIP05DomainEventsModel: ObservableObject {
    let domain: String
    init(state: DamusState, domain: String) { self.domain = domain }
}

enum Route {
    case NIP05DomainEvents(events: NIP05DomainEventsModel, nip05_domain_favicon: FaviconURL?)
}

class NavigationCoordinator: ObservableObject {
    @Published var path: [Route] = []
    func push(route: Route) { path.append(route) }
}

class DamusState {
    let pubkey: Pubkey
    let contacts: Contacts
    let profiles = Profiles()
    let nav = NavigationCoordinator()
    init(pubkey: Pubkey) {
        self.pubkey = pubkey
        self.contacts = Contacts(our_pubkey: pubkey)
    }
}

let test_pubkey = Pubkey(Data(repeating: 0x32, count: 32))
let test_damus_state: DamusState = {
    let state = DamusState(pubkey: test_pubkey)
    state.profiles.profiles[test_pubkey] = Profile(name: "jb55", display_name: "Will")
    return state
}()

enum ImageContext {
    case pfp, banner, note, favicon
}

extension KFOptionSetter {
    func imageContext(_ imageContext: ImageContext, disable_animation: Bool) -> Self {
        options.onlyLoadFirstFrame = disable_animation
        options.cacheOriginalImage = true
        return self
    }
}
