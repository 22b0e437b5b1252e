import Foundation
import Testing
import RowRaster
import RowTestSupport
@testable import RowScene
import RowFiles

// Rows written the way iOS teams write them — settings, chat, mail, finance, music, health,
// social, to-do — with the everyday API each uses, rendered in an inset-grouped list.

struct SettingsIconRow: View {
    let title: String, symbol: String, tint: Color, value: String?
    var body: some View {
        NavigationLink {
            Text(title)
        } label: {
            LabeledContent {
                if let value { Text(value) }
            } label: {
                Label {
                    Text(title)
                } icon: {
                    Image(systemName: symbol)
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundStyle(.white)
                        .frame(width: 29, height: 29)
                        .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
                }
            }
        }
    }
}

struct ConversationRow: View {
    let name: String, message: String, time: String, unread: Int
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom))
                .frame(width: 48, height: 48)
                .overlay(Text(String(name.prefix(1))).font(.title3.bold()).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(name).font(.headline)
                    Spacer()
                    Text(time).font(.subheadline).foregroundStyle(.secondary)
                }
                HStack(alignment: .top) {
                    Text(message).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                    Spacer(minLength: 8)
                    if unread > 0 {
                        Text("\(unread)").font(.caption.bold()).foregroundStyle(.white)
                            .padding(.horizontal, 7).padding(.vertical, 2)
                            .background(Capsule().fill(.blue))
                    }
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct MailRow: View {
    let sender: String, subject: String, preview: String, date: String, isUnread: Bool
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Circle().fill(isUnread ? Color.blue : .clear).frame(width: 10, height: 10)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(sender).font(.headline).fontWeight(isUnread ? .bold : .regular).lineLimit(1)
                    Spacer()
                    Text(date).font(.subheadline).foregroundStyle(.secondary)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                }
                Text(subject).font(.subheadline).lineLimit(1)
                Text(preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
        }
    }
}

struct TransactionListRow: View {
    let merchant: String, category: String, symbol: String, amount: Decimal
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 17, weight: .medium))
                .foregroundStyle(amount < 0 ? Color.orange : .green)
                .frame(width: 40, height: 40)
                .background(Circle().fill((amount < 0 ? Color.orange : .green).opacity(0.15)))
            VStack(alignment: .leading) {
                Text(merchant).font(.body.weight(.medium))
                Text(category).font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            Text(amount, format: .currency(code: "USD"))
                .font(.body.monospacedDigit().weight(.semibold))
                .foregroundStyle(amount < 0 ? Color.primary : .green)
        }
    }
}

struct TrackRow: View {
    let title: String, artist: String, duration: String, explicit: Bool
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.indigo.gradient)
                .frame(width: 48, height: 48)
                .overlay(Image(systemName: "music.note").foregroundStyle(.white.opacity(0.9)))
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.body).lineLimit(1)
                HStack(spacing: 4) {
                    if explicit {
                        Text("E").font(.system(size: 9, weight: .bold)).foregroundStyle(Color(.systemBackground))
                            .frame(width: 13, height: 13).background(.secondary, in: RoundedRectangle(cornerRadius: 2))
                    }
                    Text(artist).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                }
            }
            Spacer()
            Text(duration).font(.subheadline.monospacedDigit()).foregroundStyle(.secondary)
            Image(systemName: "ellipsis").foregroundStyle(.secondary)
        }
    }
}

struct StepsRow: View {
    let steps: Int, goal: Int
    var progress: Double { min(1, Double(steps) / Double(goal)) }
    var body: some View {
        HStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.red.opacity(0.2), lineWidth: 6)
                Circle().trim(from: 0, to: progress)
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Image(systemName: "flame.fill").font(.footnote).foregroundStyle(.red)
            }
            .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Label("Steps", systemImage: "figure.walk").font(.subheadline.weight(.semibold)).foregroundStyle(.orange)
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text(steps, format: .number).font(.system(.title2, design: .rounded).weight(.semibold))
                    Text("/ \(goal.formatted()) steps").font(.subheadline).foregroundStyle(.secondary)
                }
                ProgressView(value: progress).tint(.orange)
            }
        }
        .padding(.vertical, 4)
    }
}

struct PostRow: View {
    let name: String, handle: String, text: String, likes: Int, replies: Int
    @State private var isLiked = true
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Circle().fill(.teal).frame(width: 36, height: 36)
                    .overlay(Image(systemName: "person.fill").foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 4) {
                        Text(name).font(.subheadline.bold())
                        Image(systemName: "checkmark.seal.fill").font(.caption).foregroundStyle(.blue)
                    }
                    Text("@\(handle) · 2h").font(.caption).foregroundStyle(.secondary)
                }
            }
            Text(text).font(.subheadline)
            HStack(spacing: 24) {
                Label("\(replies)", systemImage: "bubble.left")
                Label("\(likes)", systemImage: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? Color.pink : .secondary)
                Image(systemName: "square.and.arrow.up")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

struct TodoRow: View {
    let title: String, due: String, isDone: Bool, isOverdue: Bool, flagged: Bool
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                .font(.title3)
                .foregroundStyle(isDone ? Color.accentColor : .secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .strikethrough(isDone)
                    .foregroundStyle(isDone ? .secondary : .primary)
                Text(due).font(.subheadline).foregroundStyle(isOverdue ? .red : .secondary)
            }
            Spacer()
            if flagged { Image(systemName: "flag.fill").foregroundStyle(.orange) }
        }
    }
}

struct EverydayRows: View {
    var body: some View {
        List {
            Section("Settings") {
                SettingsIconRow(title: "Wi-Fi", symbol: "wifi", tint: .blue, value: "Home")
                SettingsIconRow(title: "Notifications", symbol: "bell.badge.fill", tint: .red, value: nil)
            }
            Section("Messages") {
                ConversationRow(name: "Maya Chen", message: "Are we still on for dinner tonight? I booked the table for 7:30 at the new place.", time: "9:41", unread: 2)
            }
            Section("Mail") {
                MailRow(sender: "Apple Developer", subject: "Your build is ready for testing",
                        preview: "Version 2.4 (381) of RowFrame has completed processing and is ready to test.", date: "Yesterday", isUnread: true)
            }
            Section("Transactions") {
                TransactionListRow(merchant: "Blue Bottle Coffee", category: "Food & Drink", symbol: "cup.and.saucer.fill", amount: -6.45)
                TransactionListRow(merchant: "Salary", category: "Income", symbol: "dollarsign.circle.fill", amount: 5200)
            }
            Section("Music") {
                TrackRow(title: "Midnight City", artist: "M83 · Hurry Up, We're Dreaming", duration: "4:03", explicit: true)
            }
            Section("Health") {
                StepsRow(steps: 8432, goal: 10000)
            }
            Section("Social") {
                PostRow(name: "Swift Community", handle: "swiftlang", text: "Swift 6.3 is out: faster builds, better diagnostics and more.", likes: 1204, replies: 87)
            }
            Section("Reminders") {
                TodoRow(title: "Renew passport", due: "Overdue · Nov 20", isDone: false, isOverdue: true, flagged: true)
                TodoRow(title: "Buy groceries", due: "Today", isDone: true, isOverdue: false, flagged: false)
            }
        }
    }
}

@MainActor @Suite struct EverydayRowsTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func everydayRowsMatchTheirGolden(_ scheme: ColorScheme) async throws {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let layout = try TestSupport.renderer.layout(RenderRequest(EverydayRows(), width: 390, environment: env, background: Color(.systemGroupedBackground)))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        try await TestSupport.checkGolden(RenderRequest(EverydayRows(), width: 390, environment: env, background: Color(.systemGroupedBackground)),
                                    suite: "RowScene", ImageName(base: "everyday-rows", appearance: scheme.rawValue, scale: 3))
    }
}

/// A mailbox row with swipe actions on both edges, as Mail has them.
struct SwipeableMailRow: View {
    let sender: String
    var body: some View {
        MailRow(sender: sender, subject: "Quarterly report", preview: "Attached are the numbers for Q3.", date: "9:41", isUnread: false)
            .swipeActions(edge: .leading) {
                Button { } label: { Label("Unread", systemImage: "envelope.fill") }.tint(.blue)
            }
            .swipeActions(edge: .trailing) {
                Button(role: .destructive) { } label: { Label("Trash", systemImage: "trash.fill") }
                Button { } label: { Label("Flag", systemImage: "flag.fill") }.tint(.orange)
                Button("More") { }
            }
    }
}

@MainActor @Suite struct SwipeActionsTests {
    func list(_ offset: Double, _ scheme: ColorScheme = .light) -> RenderRequest {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.swipeOffset = offset
        return RenderRequest(List { SwipeableMailRow(sender: "Ana Lima"); SwipeableMailRow(sender: "Jon Park") }, width: 390,
                             environment: env, background: Color(.systemGroupedBackground))
    }

    /// At rest the actions change nothing; swiped, the row moves and the tiles fill the edge.
    @Test func swipeActionsDrawOnlyWhenSwiped() throws {
        var plainEnv = EnvironmentValues()
        plainEnv.colorScheme = .light
        let plain = try TestSupport.renderer.displayList(RenderRequest(List {
            MailRow(sender: "Ana Lima", subject: "Quarterly report", preview: "Attached are the numbers for Q3.", date: "9:41", isUnread: false)
            MailRow(sender: "Jon Park", subject: "Quarterly report", preview: "Attached are the numbers for Q3.", date: "9:41", isUnread: false)
        }, width: 390, environment: plainEnv, background: Color(.systemGroupedBackground)))
        #expect(try TestSupport.renderer.displayList(list(0)) == plain)
        let swiped = try TestSupport.renderer.displayList(list(-210))
        #expect(swiped != plain)
        let red = RowScene.Color.red.resolve(.light).quantized
        let redTiles = swiped.ops.filter { op in
            if case let .fill(_, paint, _, _) = op, case let .solid(c) = paint, c == red { return true }
            return false
        }
        #expect(redTiles.count == 2)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func swipedRowsMatchTheirGolden(_ scheme: ColorScheme) async throws {
        try await TestSupport.checkGolden(list(-210, scheme), suite: "RowScene", ImageName(base: "swipe-actions-trailing", appearance: scheme.rawValue, scale: 3))
        try await TestSupport.checkGolden(list(90, scheme), suite: "RowScene", ImageName(base: "swipe-actions-leading", appearance: scheme.rawValue, scale: 3))
    }
}
