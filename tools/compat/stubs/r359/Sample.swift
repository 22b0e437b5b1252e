import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        SharingLogCell(destination: .whatsApp, contentType: .sound, contentTitle: "Adora falar rebuscado",
                       dateTime: "11/06/2022 00:23", sentToServer: false)
        SharingLogCell(destination: .telegram, contentType: .song, contentTitle: "Funk do Xandão",
                       dateTime: "12/06/2022 18:05", sentToServer: true)
        SharingLogCell(destination: .other, contentType: .videoFromSound, contentTitle: "Que isso, rapaz?",
                       dateTime: "13/06/2022 09:41", sentToServer: true)
    }
}
