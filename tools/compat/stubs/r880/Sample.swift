import SwiftUI

// The exam template list.
@MainActor func makeSampleRow() -> some View {
    let day = Date(timeIntervalSince1970: 1_764_300_000)
    func template(_ name: String, _ questions: Int16, _ answers: Int16, _ offset: Double) -> ExamTemplate {
        ExamTemplate(id: UUID(), name: name, date: day.addingTimeInterval(-86_400 * offset), numberOfQuestions: questions,
                     numberOfAnswersPerQuestion: answers, scoreCorrectAnswer: 0.5, penaltyIncorrectAnswer: 0.1,
                     penaltyBlankAnswer: 0, cancelledQuestions: [], correctAnswerMatrix: [], evaluatedStudents: [])
    }
    let templates = [template("Matemáticas - Tema 3", 20, 4, 0), template("Historia: la Ilustración", 30, 3, 12)]
    let list = ListExamTemplateViewModel()
    list.ExamTemplateList = templates
    return NavigationStack {
        List(templates) { item in
            ExamTemplateCard(editViewModel: EditExamTemplateViewModel(), deleteViewModel: DeleteExamTemplateViewModel(),
                             listViewModel: list, listEvaluatedStudentsViewModel: ListEvaluatedStudentsViewModel(),
                             template: item)
                .listRowSeparator(.hidden)
        }
        .listStyle(.plain)
        .navigationTitle("Plantillas")
    }
}
