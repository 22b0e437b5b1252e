// Stand-in for ReadingList's widget ProgressBar (itself a row of this half, r888): a thin bar.
import SwiftUI

struct ProgressBar: View {
    let currentProgress: CGFloat

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle().fill(Color.gray.opacity(0.3))
                Rectangle().fill(Color.blue).frame(width: proxy.size.width * currentProgress)
            }
        }
    }
}
