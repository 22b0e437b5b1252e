import SwiftUI

private struct FriendsSample: View {
    @State private var showAlert = false
    @State private var sentResult: Result<Void, UserError>? = nil
    @StateObject private var userViewModel: UserViewModel = {
        let model = UserViewModel()
        var data = UserData(nickName: "Sam")
        data.following["mia@example.com"] = UserItemSummary(nickName: "Mia", profilePic: "", connectionTime: Date(timeIntervalSince1970: 1_763_900_000))
        model.currentUser = AppUser(identifier: "sam@example.com", userData: data)
        return model
    }()

    var body: some View {
        List {
            FriendListItemView(userId: "mia@example.com",
                               userItemSummary: UserItemSummary(nickName: "Mia", profilePic: "", connectionTime: Date(timeIntervalSince1970: 1_763_900_000)),
                               icon: "location.circle.fill", showAlert: $showAlert, sentResult: $sentResult)
            FriendListItemView(userId: "leo@example.com",
                               userItemSummary: UserItemSummary(nickName: "Leo", profilePic: "", connectionTime: Date(timeIntervalSince1970: 1_763_500_000)),
                               showAlert: $showAlert, sentResult: $sentResult)
        }
        .environmentObject(userViewModel)
        .environmentObject(NotificationViewModel())
        .environmentObject(SharedViewModel())
        .environmentObject(LocationViewModel())
    }
}

// Following: friends already followed (a location button) and not yet (a Follow button).
@MainActor func makeSampleRow() -> some View {
    FriendsSample()
}
