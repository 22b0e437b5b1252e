import Combine
import Foundation
import SwiftUI
import UIKit

// Stubs for what the plum-demo views use from the rest of the app and its test target
// (diegopetrucci/Marvel-API-demo at 3ece477): the Superhero view object and its fixture, the
// little helpers of Utils/Misc.swift, AsyncImageView and its fixture (the "thumbnail_fixture"
// preview asset, published at once by the image provider fixture), and the data-provider,
// persister and API types the MySquad view model and the files' previews are built from. The
// network and disk are never reached: the fixtures answer with Just/Empty publishers.

// MARK: - UI/ViewObjects/Superhero.swift

struct Superhero: Hashable, Codable {
    let id: Int
    let imageURL: URL?
    let name: String
    let description: String
}

extension Superhero {
    static func fixture() -> Self {
        .init(
            id: 1,
            imageURL: .fixture(),
            name: "A-Bomb (HAS)",
            description: "Rick Jones has been Hulk's best bud since day one, but now he's more than a friend...he's a teammate! Transformed by a Gamma energy explosion, A-Bomb's thick, armored skin is just as strong and powerful as it is blue. And when he curls into action, he uses it like a giant bowling ball of destruction!"
        )
    }
}

extension URL {
    static func fixture() -> URL { URL(string: "http://google.com")! }
}

extension UIImage {
    static func fixture(for bundle: Bundle? = nil) -> UIImage {
        UIImage(named: "thumbnail_fixture", in: bundle, compatibleWith: nil)!
    }
}

// MARK: - Utils/Misc.swift

func identity<T>(_ t: T) -> T { t }

extension Optional {
    var isNotNil: Bool { self != nil }
}

extension Array {
    var second: Element? { count > 1 ? self[1] : nil }
    var isNotEmpty: Bool { !isEmpty }
}

extension Bool {
    var isFalse: Bool { !self }
}

extension Publisher {
    /// Misc.swift's `catch { _ in Empty() }`: values passed on, a failure ends the stream quietly.
    func ignoreError() -> AnyPublisher<Output, Never> {
        Relay<Self, Never>(upstream: self).eraseToAnyPublisher()
    }
}

/// The stubs' plumbing (not the app's): an upstream's values passed on unchanged, its completion
/// passed on as `.finished` with the failure type `F`. It stands for the app's `catch { Empty() }`
/// (F == Never) and `Just(x).setFailureType(to:)` (a Just never fails).
struct Relay<Upstream: Publisher, F: Error>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = F
    let upstream: Upstream

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == F {
        upstream.receive(subscriber: Forward(downstream: subscriber))
    }

    struct Forward<D: Subscriber>: Subscriber where D.Input == Upstream.Output, D.Failure == F {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure
        let downstream: D
        let combineIdentifier = CombineIdentifier()
        func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
        func receive(completion: Subscribers.Completion<Upstream.Failure>) { downstream.receive(completion: .finished) }
    }
}

/// `Just(value).setFailureType(to: E.self).eraseToAnyPublisher()`, as the app's fixtures write it.
func justPublisher<T, E: Error>(_ value: T, failing: E.Type = E.self) -> AnyPublisher<T, E> {
    Relay<Just<T>, E>(upstream: Just(value)).eraseToAnyPublisher()
}

// MARK: - UI/AsyncImage/AsyncImageView.swift and its fixture

struct AsyncImageView: View {
    private let image: SwiftUI.State<UIImage>
    private let source: AnyPublisher<UIImage, Never>
    private let contentMode: ContentMode

    init(source: AnyPublisher<UIImage, Never>, placeholder: UIImage, contentMode: ContentMode = .fit) {
        self.source = source
        self.image = SwiftUI.State(initialValue: placeholder)
        self.contentMode = contentMode
    }

    var body: some View {
        Image(uiImage: image.wrappedValue)
            .renderingMode(.original)
            .resizable()
            .aspectRatio(contentMode: contentMode)
            .onReceive(source) { value in image.projectedValue.wrappedValue = value }
    }
}

extension AsyncImageView {
    static func fixture() -> Self {
        AsyncImageView(
            source: ImageProvider(api: MarvelAPI(remote: Remote()), persister: ImagePersister())
                .imageDataProvidingFixture(false)(.fixture())
                .fetch("")
                .ignoreError(),
            placeholder: UIImage(named: "thumbnail_fixture")!
        )
    }
}

// MARK: - Network, Persistance, DataProvider (the parts the views and fixtures name)

protocol API {}
struct Remote {}
struct MarvelAPI: API {
    let remote: Remote
}
/// Tests/Utils/API+Fixture.swift
struct APIFixture: API {}

enum PersisterError: Error {
    case notDataToBeRetrieved
}

protocol PersisterProtocol {
    func fetch<T: Codable>(type: T.Type, path: String) -> AnyPublisher<T, PersisterError>
    func persist<T: Codable>(t: T, path: String) -> AnyPublisher<Void, PersisterError>
}

struct Persister: PersisterProtocol {
    func fetch<T: Codable>(type: T.Type, path: String) -> AnyPublisher<T, PersisterError> {
        Fail(error: PersisterError.notDataToBeRetrieved).eraseToAnyPublisher()
    }
    func persist<T: Codable>(t: T, path: String) -> AnyPublisher<Void, PersisterError> {
        justPublisher(())
    }
}

struct MySquadPersisterFixture: PersisterProtocol {
    private let shouldReturnError: Bool
    init(shouldReturnError: Bool = false) { self.shouldReturnError = shouldReturnError }

    func fetch<T: Codable>(type: T.Type, path: String) -> AnyPublisher<T, PersisterError> {
        guard shouldReturnError.isFalse else {
            return Fail<T, PersisterError>(error: .notDataToBeRetrieved).eraseToAnyPublisher()
        }
        let superheroes: [Superhero] = [.fixture(), .fixture(), .fixture()]
        return justPublisher(superheroes as! T)
    }

    func persist<T: Codable>(t: T, path: String) -> AnyPublisher<Void, PersisterError> {
        justPublisher(())
    }
}

protocol ImagePersisterProtocol {}
struct ImagePersister: ImagePersisterProtocol {}

struct ImageProviding {
    let fetch: (_ path: String) -> AnyPublisher<UIImage, ImageProvidingError>
}

enum ImageProvidingError: Error {
    case error(Error)
}

struct ImageProvider {
    private let api: API
    private let persister: ImagePersisterProtocol

    init(api: API, persister: ImagePersisterProtocol) {
        self.api = api
        self.persister = persister
    }

    /// The app fetches from the API, falling back to the disk; neither answers here.
    var imageDataProviding: (URL) -> ImageProviding {
        { _ in ImageProviding(fetch: { _ in Empty().eraseToAnyPublisher() }) }
    }

    var imageDataProvidingFixture: (_ shouldErrorOut: Bool) -> (_ url: URL?) -> ImageProviding {
        { _ in
            { _ in
                ImageProviding(fetch: { _ in
                    justPublisher(UIImage.fixture())
                })
            }
        }
    }
}

struct DataProviding<T: Codable, E: Error> {
    let fetch: (_ path: String) -> AnyPublisher<T, E>
    let persist: (T, _ path: String) -> AnyPublisher<Void, Never>
}

struct DataProvider {
    let api: API
    let persister: PersisterProtocol
}

enum DataProvidingError: Error {
    case error(Error)
}

extension DataProvider {
    /// DataProvider/MySquadDataProvider.swift and SuperheroesDataProviding.swift fixtures: the
    /// persister's squad, published at once.
    var superheroDataProvidingFixture: (_ shouldErrorOut: Bool) -> DataProviding<[Superhero], DataProvidingError> {
        { shouldErrorOut in
            DataProviding(
                fetch: { _ in
                    shouldErrorOut
                        ? Fail(error: DataProvidingError.error(PersisterError.notDataToBeRetrieved)).eraseToAnyPublisher()
                        : justPublisher([Superhero.fixture(), .fixture(), .fixture()])
                },
                persist: { _, _ in Just(()).eraseToAnyPublisher() }
            )
        }
    }

    var mySquadDataProvidingFixture: (_ shouldErrorOut: Bool) -> DataProviding<[Superhero], DataProvidingError> {
        superheroDataProvidingFixture
    }
}

// MARK: - UI/RootView/MySquad/MySquadViewModel.swift

/// The app's view model runs a feedback loop (Publishers.system) that loads the squad once the
/// view appears; the snapshot is taken before any of it runs, so the state is what the test set.
final class MySquadViewModel: ObservableObject {
    @Published var state: State

    init(dataProvider: DataProviding<[Superhero], DataProvidingError>) {
        self.state = State(status: .idle, squad: [])
    }

    func send(event: Event.UI) {}

    struct State {
        var status: Status
        var squad: [Superhero]
    }

    enum Status: Equatable {
        case idle
        case loading
        case loaded
        case failed
    }

    enum Event {
        case ui(UI)
        case loaded([Superhero])
        case failedToLoad

        enum UI {
            case retry
            case onAppear
            case onDisappear
        }
    }
}
