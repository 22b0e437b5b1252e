import Foundation

// What lunij/netbob's snapshot tests build their views from, restated: the fake connection of
// Tests/NetbobTests/Fakes/HTTPConnection.swift (a GET of http://fake.abc/fake/path?a=1,b=2,c=3,
// timeout 10 s, a 500-byte zero body, sent at 1970-01-01 00:00:00 and answered 2 s later by a
// JSON response, HTTP version "1337", status 200 unless given) and the tests' state mocks.
enum OracleNetbobFakes {
    static let body = Data(repeating: 0, count: 500)

    static func request(date: Date = Date(timeIntervalSince1970: 0)) -> HTTPRequest {
        let urlRequest = URLRequest(
            url: URL(string: "http://fake.abc/fake/path?a=1,b=2,c=3")!,
            cachePolicy: .useProtocolCachePolicy,
            timeoutInterval: 10
        )
        var request = HTTPRequest(from: urlRequest, date: date)
        request.body = body
        return request
    }

    static func response(statusCode: Int = 200, date: Date = Date(timeIntervalSince1970: 2)) -> HTTPResponse {
        let urlResponse = HTTPURLResponse(
            url: URL(string: "http://fake.abc?a=1,b=2,c=3")!,
            statusCode: statusCode,
            httpVersion: "1337",
            headerFields: ["Content-Type": "application/json"]
        )!
        return HTTPResponse(from: urlResponse, with: body, error: nil, date: date)
    }

    /// A connection with the fake request, the given response (none for a pending one) and session.
    static func connection(response: HTTPResponse? = response(), isFromCurrentSession: Bool = true) -> HTTPConnection {
        let connection = HTTPConnection(request: request())
        connection.isFromCurrentSession = isFromCurrentSession
        if let response {
            connection.store(response: response)
        }
        return connection
    }
}

/// ListViewTests' mock: six connections, answered (200), pending and failed (400), each from the
/// current session and from an earlier one.
final class OracleListViewStateMock: ListViewStateAbstract {
    override init() {
        super.init()
        connections = [
            .init(OracleNetbobFakes.connection()),
            .init(OracleNetbobFakes.connection(response: nil)),
            .init(OracleNetbobFakes.connection(response: OracleNetbobFakes.response(statusCode: 400))),
            .init(OracleNetbobFakes.connection(isFromCurrentSession: false)),
            .init(OracleNetbobFakes.connection(response: nil, isFromCurrentSession: false)),
            .init(OracleNetbobFakes.connection(response: OracleNetbobFakes.response(statusCode: 400), isFromCurrentSession: false))
        ]
    }
}

/// SettingsViewTests' mock: one blacklisted host; HTML, Image, JSON and XML enabled, "unknown" not.
final class OracleSettingsViewStateMock: SettingsViewStateAbstract {
    override init() {
        super.init()
        blacklistedHosts = ["https://blacklisted.fake"]
        contentTypes = [
            .init(name: "HTML", isEnabled: true),
            .init(name: "Image", isEnabled: true),
            .init(name: "JSON", isEnabled: true),
            .init(name: "XML", isEnabled: true),
            .init(name: "unknown", isEnabled: false)
        ]
    }
}
