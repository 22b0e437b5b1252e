import Observation
import SwiftUI
// Stubs for alfianlosari/AIExpenseTracker Views/FilterCategoriesView.swift: LogListViewModel
// (ViewModels/LogListViewModel.swift), which the file's preview builds, reduced to the selected
// categories (the app's view model also holds the Firestore query state).

@Observable
class LogListViewModel {
    var selectedCategories = Set<Category>()
    var isLogFormPresented = false
    var logToEdit: ExpenseLog?
}
