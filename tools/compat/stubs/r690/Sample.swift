import SwiftUI

// Settings › Storage: the discussions taking the most room, one cell each, in an inset-grouped list.
@MainActor func makeSampleRow() -> some View {
    let models = [
        StorageManagementDiscussionCellViewModel(title: "Léa Martin", formattedSize: "412.6 MB",
            circledInitialsConfiguration: .contact(initial: "L", photo: nil, showGreenShield: false,
                                                   colors: (UIColor(red: 0.85, green: 0.91, blue: 1, alpha: 1), UIColor.systemBlue))),
        StorageManagementDiscussionCellViewModel(title: "Climbing club", formattedSize: "1.2 GB",
            circledInitialsConfiguration: .group(photo: nil,
                                                 colors: (UIColor(red: 1, green: 0.9, blue: 0.8, alpha: 1), UIColor.systemOrange))),
        StorageManagementDiscussionCellViewModel(title: "Hugo", formattedSize: "38.4 MB",
            circledInitialsConfiguration: .contact(initial: "H", photo: nil, showGreenShield: true,
                                                   colors: (UIColor(red: 0.88, green: 0.97, blue: 0.88, alpha: 1), UIColor.systemGreen))),
    ]
    return List {
        Section(header: Text("Discussions")) {
            ForEach(models.indices, id: \.self) { index in
                StorageManagementDiscussionCellView(model: models[index])
            }
        }
    }
    .listStyle(.insetGrouped)
}
