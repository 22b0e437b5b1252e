import SwiftUI
import UIKit

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 20) {
        JetpackBenefitItem(title: "Push Notifications", subtitle: "Get push notifications for new orders, reviews, etc. delivered to your device.", icon: .bellImage)
        JetpackBenefitItem(title: "Analytics", subtitle: "Check your store's performance from anywhere.", icon: .chartImage)
        JetpackBenefitItem(title: "Product photos", subtitle: "Add photos to your products with the camera.", icon: .cameraImage)
    }
    .padding()
}
