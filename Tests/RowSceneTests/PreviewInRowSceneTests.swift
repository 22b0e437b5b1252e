import RowScene

// A row file whose target depends on RowScene alone: `#Preview` compiles there as in Xcode
// (the macro's plugin comes with RowScene; listing and rendering previews is RowPreviews' job).
#Preview("Declared where only RowScene is imported") {
    Text("RowScene alone")
}
