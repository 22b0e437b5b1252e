import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The reply counts at the trailing edge of MNGA's topic rows.
    List {
        HStack { Text("[讨论] 周末去哪儿玩"); Spacer(); RepliesNumView(num: 0, lastNum: nil) }
        HStack { Text("新手求助：如何配置"); Spacer(); RepliesNumView(num: 23, lastNum: 20) }
        HStack { Text("本周新番讨论帖"); Spacer(); RepliesNumView(num: 156, lastNum: nil) }
        HStack { Text("[公告] 版规更新"); Spacer(); RepliesNumView(num: 812, lastNum: 790) }
    }
}
