import SwiftUI

// The bus lines tab.
@MainActor func makeSampleRow() -> some View {
    let lines = [
        BusLine(id: 1, name: "1", route: "Livada Postei - Rulmentul", type: "Bus", linkNormalWay: "", linkReverseWay: ""),
        BusLine(id: 2, name: "5M", route: "Stadionul Municipal - Roman - Triaj - Gara Brasov - Livada Postei",
                type: "Midibus", linkNormalWay: "", linkReverseWay: ""),
        BusLine(id: 3, name: "20", route: "Livada Postei - Poiana Brasov", type: "Bus", linkNormalWay: "", linkReverseWay: ""),
    ]
    return NavigationView {
        List(lines) { line in
            BusLineCellView(busLineViewModel: BusLinesViewModel.BusLineViewModel(busLine: line))
        }
        .navigationBarTitle("Bus Lines")
    }
}
