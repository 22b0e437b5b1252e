import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let tasks = [
        PomTask(title: "整理今日关键任务", category: "计划", tags: ["启动", "今日"]),
        PomTask(title: "完成 Pomlist 首轮原型验证", category: "开发", tags: ["SwiftUI", "验证", "原型"]),
        PomTask(title: "复盘昨天的工作节奏", category: "复盘", tags: ["节奏"], status: .completed, completedAt: Date()),
    ]
    let store = PomlistStore(tasks: tasks)
    return List {
        ForEach(tasks) { task in
            CompactTaskRow(task: task)
        }
    }
    .environmentObject(store)
}
