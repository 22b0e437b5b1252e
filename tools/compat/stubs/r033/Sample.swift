import SwiftUI

@MainActor func makeSampleRow() -> some View {
    LabeledText("portainer/portainer-ce:latest")
}
