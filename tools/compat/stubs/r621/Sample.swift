import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let models = ["template/is-friday", "template/battery-level", "template/hacker-news"].map {
        ScriptModel(package: ScriptWidgetPackage(bundle: "Script", relativePath: $0))
    }
    // The app's widget list.
    return NavigationStack {
        List(models) { model in
            WidgetRowView(model: model)
        }
        .navigationTitle("Widgets")
    }
}
