// Stubs for alphagov/govuk-mobile-ios-app Production/govuk_ios/Views/Home/Topics/TopicCard.swift: the Topic
// Core Data entity (Model/Topics/Topic.swift; its icon from the topic's asset, by reference). The row
// reads the GOV.UK colour and font tokens of the UIComponents package, which the app imports elsewhere.
// Our own test double.
import CoreData
import UIKit
import UIComponents

class Topic: NSManagedObject {
    var ref: String = ""
    var title: String = ""
    var topicDescription: String?
    var isFavourite: Bool = false

    var icon: UIImage {
        let names = ["benefits": "topic_benefits", "driving-transport": "topic_driving",
                     "money-tax": "topic_money", "travel-abroad": "topic_travel"]
        return UIImage(named: names[ref] ?? "topic_default") ?? UIImage()
    }
}
