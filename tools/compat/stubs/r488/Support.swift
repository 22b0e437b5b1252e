// Stubs for vasbaz/drugtable Drugtable/Views/ReminderRowListPageView.swift: the models (Drugtable/Models:
// Drug, Dosage, Interval, Reminder), ReminderViewModel (Drugtable/ViewModels) and the preview's mock
// provider (Drugtable/Mocks/ReminderViewModelMockProvider.swift).
import Foundation
