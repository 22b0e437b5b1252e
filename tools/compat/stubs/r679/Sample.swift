import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let programs = [
        Programs(description: "Nyheter och fördjupning om det som händer i Sverige och världen, varje morgon.",
                 programimagetemplate: "https://example.com/sr/ekot.jpg", responsibleeditor: "Klas Wolf-Watz",
                 id: 4540, name: "Ekot"),
        Programs(description: "Vetenskapsradion Historia berättar om människor och händelser som format vår tid.",
                 programimagetemplate: "https://example.com/sr/historia.jpg", responsibleeditor: nil,
                 id: 407, name: "Vetenskapsradion Historia"),
    ]
    // The programmes tab stacks the rows in a scroll view.
    return ScrollView {
        VStack(spacing: 10) {
            ForEach(programs.indices, id: \.self) { index in
                ProgramsRowView(program: programs[index], isDeleteShowing: index == 1)
            }
        }
    }
    .environmentObject(ProgramsApi())
}
