import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's ModelsView fills it from a model's dictionary.
    ModelInfoItem(
        modelIcon: "square.stack.3d.up.fill",
        file_name: "llama-2-7b-chat.Q4_K_M.gguf",
        orig_file_name: "llama-2-7b-chat.Q4_K_M.gguf",
        description: "3.8 GB"
    )
}
