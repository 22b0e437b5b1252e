import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let home = InfoAddress(_id: "a1", address: AddressDetail(
        id_province: Province(_id: "79", name: "Hồ Chí Minh"),
        id_district: District(_id: "760", name: "Quận 1"),
        id_commune: Commune(_id: "26734", name: "Phường Bến Nghé"),
        street: "12 Lê Lợi"), name: "Lê Văn Huy", phone: "0901 234 567", role: true)
    let work = InfoAddress(_id: "a2", address: AddressDetail(
        id_province: Province(_id: "01", name: "Hà Nội"),
        id_district: District(_id: "001", name: "Ba Đình"),
        id_commune: Commune(_id: "00001", name: "Phúc Xá"),
        street: "45 Nguyễn Trung Trực"), name: "Lê Văn Huy", phone: "0901 234 567", role: false)
    // AddressView: the saved addresses, the default one marked.
    return ScrollView {
        VStack(spacing: 0) {
            AddressRowView(inforAddress: home)
            AddressRowView(inforAddress: work)
        }
    }
}
