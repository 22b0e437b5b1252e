import SwiftUI
// Stubs for hiphoppopotamus/gym-time gym-time/Views/ExerciseCard.swift: the views the card is made
// of, as in the app: Views/ExerciseTitle.swift (ExerciseTitle, SetImage), Views/SetLabels.swift
// (SetLabels, SetLabel) and Views/SetRow.swift (SetRow, SetInput).

struct ExerciseTitle: View {
    let title: String
    let subtitle: String

    var body: some View {
        HStack(spacing: 15.0) {
            SetImage()
            VStack(alignment: .leading) {
                Text(title)
                    .font(.custom("Cubano", size: 18, relativeTo: .title3))
                Text(subtitle)
                    .font(.custom("Epilogue-SemiBold", size: 14, relativeTo: .footnote))
            }
            Spacer()
        }
        .foregroundStyle(Color("PrimaryColor"))
    }
}

struct SetImage: View {
    var body: some View {
        Rectangle()
            .foregroundStyle(Color.gray.opacity(0.4))
            .frame(width: 65.0, height: 65.0)
            .clipShape(RoundedRectangle(cornerRadius: 12.0))
    }
}

struct SetLabels: View {
    @Binding var labels: [String]

    var body: some View {
        HStack {
            Image(systemName: "checkmark.diamond")
                .font(.title2)
            Spacer()
            SetLabel(label: "reps")
            Spacer()
            SetLabel(label: "kg")
        }
        .padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        .foregroundStyle(Color("PrimaryColor"))
    }
}

struct SetLabel: View {
    let label: String

    var body: some View {
        Text("\(label)")
            .font(.custom("Epilogue-BoldItalic", size: 16, relativeTo: .headline))
    }
}

struct SetRow: View {
    @Binding var labels: [String]

    var body: some View {
        HStack {
            Image(systemName: "checkmark.diamond")
                .font(.title2)
            ForEach(labels, id: \.self) { label in
                Spacer()
                SetInput(unit: label)
            }
        }
        .padding(EdgeInsets(top: 15, leading: 20, bottom: 12, trailing: 20))
        .clipShape(RoundedRectangle(cornerRadius: 16.0))
        .background(
            RoundedRectangle(cornerRadius: 16.0)
                .stroke(Color("PrimaryColor"), lineWidth: 3.0)
                .fill(Color("BackgroundColor"))
                .shadow(color: Color("PrimaryColor").opacity(0.3), radius: 2.0)
        )
        .foregroundStyle(Color("PrimaryColor"))
    }
}

struct SetInput: View {
    let unit: String
    @State var quantity: String = "0"

    var body: some View {
        HStack(alignment: .lastTextBaseline, spacing: 5.0) {
            TextField("\(quantity)", text: $quantity)
                .font(.custom("Epilogue-BoldItalic", size: 32, relativeTo: .title))
                .multilineTextAlignment(.trailing)
            Text("\(unit)")
                .font(.custom("Epilogue-BoldItalic", size: 16, relativeTo: .headline))
        }
    }
}
