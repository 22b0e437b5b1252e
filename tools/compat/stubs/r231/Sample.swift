import CommonLibrary
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        EndpointCardView(endpoint: ExtendedEndpoint("vpn.example.com", EndpointProtocol(.udp, 1194))!)
        EndpointCardView(endpoint: ExtendedEndpoint("203.0.113.7", EndpointProtocol(.tcp, 443))!)
    }
}
