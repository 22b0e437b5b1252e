// Stubs for pablocg11/EasyGrade shared by its rows (r879–r881): the app's text component (Presentation/
// UIComponents/Core/MainText.swift), the exam template and the evaluated student (Data/Models), the
// template list's view models (Presentation/ViewModels: kept in memory here, no Core Data), the screens
// the template card navigates to (plain stand-ins) and the date formatter (Utils/Formatters). Our own test
// doubles with the app's names; colours stay named by their asset names, as the app reads them.
import SwiftUI

struct MainText: View {
    var text: String
    var textColor: Color?
    var font: Font
    var fontWeight: Font.Weight?
    var textAlignment: TextAlignment?

    var body: some View {
        Text(text)
            .font(font)
            .foregroundColor(textColor ?? Color(.blue))
            .fontWeight(fontWeight ?? .regular)
            .multilineTextAlignment(textAlignment ?? .leading)
    }
}

struct EvaluatedStudent: Identifiable, Hashable {
    var id: UUID
    var dni: String
    var name: String
    var score: Double?
    var answerMatrix: [[Bool]]?

    init(id: UUID = UUID(), dni: String, name: String, score: Double? = nil, answerMatrix: [[Bool]]? = nil) {
        self.id = id
        self.dni = dni
        self.name = name
        self.score = score
        self.answerMatrix = answerMatrix
    }
}

struct ExamTemplate: Identifiable, Hashable {
    var id: UUID
    var name: String
    var date: Date
    var numberOfQuestions: Int16
    var numberOfAnswersPerQuestion: Int16
    var scoreCorrectAnswer: Double
    var penaltyIncorrectAnswer: Double
    var penaltyBlankAnswer: Double
    var cancelledQuestions: [Bool]
    var correctAnswerMatrix: [[Bool]]
    var evaluatedStudents: [EvaluatedStudent]
}

class EditExamTemplateViewModel: ObservableObject {}

class DeleteExamTemplateViewModel: ObservableObject {
    func deleteExamTemplate(templateId: UUID) {}
}

class ListExamTemplateViewModel: ObservableObject {
    @Published var ExamTemplateList: [ExamTemplate] = []

    func onAppear() {}
}

class ListEvaluatedStudentsViewModel: ObservableObject {
    @Published var evaluatedStudents: [EvaluatedStudent] = []

    func onAppear(template: ExamTemplate) {}
}

struct ExamTemplateEditView: View {
    let template: ExamTemplate

    init(viewModel: EditExamTemplateViewModel, template: ExamTemplate) { self.template = template }

    var body: some View { Text(template.name) }
}

struct EvaluatedStudentsListView: View {
    let template: ExamTemplate

    init(viewModel: ListEvaluatedStudentsViewModel, template: ExamTemplate) { self.template = template }

    var body: some View { Text(template.name) }
}

class DateFormatterUtility {
    static let shared: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yy"
        return formatter
    }()
}
