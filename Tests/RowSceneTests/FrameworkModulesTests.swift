import Foundation
import Testing
import SwiftUI
import StoreKit
import TipKit
import MessageUI
import UserNotifications
import LocalAuthentication
import SafariServices
import CoreLocation
import RowRaster
import RowTestSupport

/// A tip as apps declare one.
struct FavoritesTip: Tip {
    var title: Text { Text("Save favorites") }
    var message: Text? { Text("Tap the star to keep a row.") }
    var image: Image? { Image(systemName: "star") }
}

/// The frameworks rows import beside SwiftUI whose effects lie outside a render: each compiles as
/// Apple's does, does nothing a render cannot, and says so in what it returns.
@MainActor @Suite struct FrameworkModulesTests {
    @Test func storeLookupsFindNothingAndStoreViewsShowAPlaceholder() async throws {
        struct RateRow: View {
            @Environment(\.requestReview) private var requestReview
            var body: some View { Button("Rate") { requestReview() } }
        }
        _ = try TestSupport.renderer.layout(RenderRequest(RateRow(), width: 200))
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        #expect(entitlements == 0 && !AppStore.canMakePayments)
        let card = try TestSupport.renderer.layout(RenderRequest(ProductView(id: "pro.monthly"), width: 300))
        #expect(card.size.height >= 60)
    }

    @Test func aTipViewDrawsTheTipCard() throws {
        let tip = try TestSupport.renderer.layout(RenderRequest(TipView(FavoritesTip()).layoutTag("tip"), width: 360)).frames
        let card = try #require(tip["tip"])
        #expect(card.width == 360 && card.height > 50)
        #expect(FavoritesTip().id == "FavoritesTip")
        let plain = try TestSupport.renderer.render(RenderRequest(Text("Row").frame(width: 80, height: 20), width: 80, height: 20))
        let popover = try TestSupport.renderer.render(RenderRequest(Text("Row").frame(width: 80, height: 20).popoverTip(FavoritesTip()), width: 80, height: 20))
        #expect(plain == popover)
    }

    @Test func mailNotificationsBiometricsAndSafariDoNothingARenderCannot() async throws {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["a@example.com"]); mail.setSubject("Hi")
        #expect(mail.recipients == ["a@example.com"] && mail.subject == "Hi")
        let center = UNUserNotificationCenter.current()
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"; content.sound = .default
        try await center.add(UNNotificationRequest(identifier: "water", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["water"] && center.pendingRequests.first?.content.title == "Water the plants")
        #expect(UNUserNotificationCenter.current().pendingRequests.isEmpty)
        var error: NSError?
        let context = LAContext()
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) && error != nil && context.biometryType == .none)
        await #expect(throws: LAError.self) { try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") }
        #expect(SFSafariViewController(url: URL(string: "https://example.com")!).url.host == "example.com")
    }

    /// The enumerations swift-custom-dump's conformances name (tools/consumer/neighbours.sh builds it
    /// beside RowFrame) carry Apple's raw values, and a location built by place alone has Apple's
    /// unknown accuracies and no clock in it.
    @Test func frameworkValuesHaveApplesRawValues() {
        #expect(UIControl.State.application.rawValue == 0x00FF_0000 && UIControl.State.reserved.rawValue == 0xFF00_0000)
        #expect(UIGestureRecognizer.State.recognized == .ended && UIGestureRecognizer.State.failed.rawValue == 5)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(UISplitViewController.Column.inspector.rawValue == 4 && UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue == 6)
        #expect(UNAuthorizationOptions.announcement.rawValue == 128 && UNAuthorizationOptions.providesAppNotificationSettings.rawValue == 32)
        #expect(UNNotificationPresentationOptions.alert.rawValue == 4 && UNShowPreviewsSetting.never.rawValue == 2)
        #expect(SKPaymentTransactionState.deferred.rawValue == 4 && SKProduct.PeriodUnit.year.rawValue == 3)
        #expect(CLAuthorizationStatus.authorizedWhenInUse.rawValue == 4 && CLActivityType.airborne.rawValue == 5)
        let place = CLLocation(latitude: 52.52, longitude: 13.40)
        #expect(place.horizontalAccuracy == 0 && place.verticalAccuracy == -1 && place.speed == -1 && place.course == -1)
        #expect(place.timestamp == Date(timeIntervalSinceReferenceDate: 0) && place.floor == nil)
    }
}
