import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ProfileFieldRowView(field: FlexiField(id: "1", key: "Website", value: "[anna.photo](https://anna.photo)", valueHtml: nil, isVerified: true))
        ProfileFieldRowView(field: FlexiField(id: "2", key: "Camera", value: nil, valueHtml: "Fujifilm X100V", isVerified: false))
        ProfileFieldRowView(field: FlexiField(id: "3", key: "Location", value: "Kraków, Poland", valueHtml: nil, isVerified: nil))
    }
}
