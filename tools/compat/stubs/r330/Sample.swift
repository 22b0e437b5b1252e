import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        Rowlist(list: Datastruct[0])
        Rowlist(list: Datastruct[1])
        Rowlist(list: Datastruct[3])
    }
}
