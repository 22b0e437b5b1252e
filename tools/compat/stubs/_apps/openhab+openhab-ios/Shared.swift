import Kingfisher
import OpenHABCore
import SFSafeSymbols
import SwiftUI
// Stubs shared by the rows of openhab/openhab-ios (what they use from elsewhere in the app).

enum WidgetTypeEnum {
    case switcher(Bool)
    case slider
    case segmented(Int)
    case unassigned
    case rollershutter
    case frame
    case setpoint
    case selection
    case colorpicker
    case chart
    case image
    case video
    case webview
    case mapview

    var boolState: Bool {
        guard case let .switcher(value) = self else { return false }
        return value
    }
}

/// A sitemap widget as the watch app observes it.
class ObservableOpenHABWidget: NSObject, Identifiable, ObservableObject {
    var id: String = ""
    var sendCommand: ((_ item: OpenHABItem, _ command: String?) -> Void)?
    var widgetId = ""
    @Published var label = ""
    var icon = ""
    var type = ""
    var minValue = 0.0
    var maxValue = 100.0
    var step = 1.0
    var labelcolor = ""
    var valuecolor = ""
    @Published var state = ""
    @Published var item: OpenHABItem?
    var linkedPage: OpenHABSitemapPage?
    @Published var stateEnumBinding: WidgetTypeEnum = .unassigned

    init(widgetId: String, label: String, icon: String, type: String, item: OpenHABItem?, linkedPage: OpenHABSitemapPage? = nil,
         minValue: Double = 0, maxValue: Double = 100, step: Double = 1) {
        self.id = widgetId
        self.widgetId = widgetId
        self.label = label
        self.icon = icon
        self.type = type
        self.item = item
        self.linkedPage = linkedPage
        self.minValue = minValue
        self.maxValue = maxValue
        self.step = step
        super.init()
        if type == "Switch" { stateEnumBinding = .switcher(item?.state == "ON") }
    }

    /// Text before "[".
    var labelText: String? {
        label.components(separatedBy: "[")[0].trimmingCharacters(in: .whitespaces)
    }

    /// Text between the square brackets.
    var labelValue: String? {
        guard let open = label.firstIndex(of: "["), let close = label.lastIndex(of: "]"), open < close else { return nil }
        return String(label[label.index(after: open)..<close])
    }

    var stateValueAsNumberState: NumberState? {
        item?.state?.parseAsNumber()
    }

    var adjustedValue: Double {
        guard let item else { return minValue }
        let value = item.stateAsDouble()
        return min(max(value, minValue), maxValue)
    }

    func sendItemUpdate(state: NumberState?) {
        guard item != nil, let state else { return }
        sendCommand(state.stringValue)
    }

    func sendCommand(_ command: String?) {
        guard let item, let sendCommand else { return }
        sendCommand(item, command)
    }
}

final class ObservableOpenHABDataObject: ObservableObject {
    static let shared = ObservableOpenHABDataObject()
    @Published var openHABRootUrl: String
    init(openHABRootUrl: String = "https://demo.openhab.org") { self.openHABRootUrl = openHABRootUrl }
}

/// The demo sitemap the app's previews decode.
final class UserData: ObservableObject {
    @Published var widgets: [ObservableOpenHABWidget] = []

    init() {
        widgets = [
            ObservableOpenHABWidget(widgetId: "0", label: "Ground Floor", icon: "groundfloor", type: "Text", item: nil,
                                    linkedPage: OpenHABSitemapPage(title: "Ground Floor", link: "https://demo.openhab.org/rest/sitemaps/watch/0000")),
            ObservableOpenHABWidget(widgetId: "1", label: "Presence", icon: "presence", type: "Text", item: OpenHABItem(name: "Presence", type: .switchItem, state: "ON")),
            ObservableOpenHABWidget(widgetId: "2", label: "Kitchen Light", icon: "light", type: "Switch", item: OpenHABItem(name: "Light_GF_Kitchen", type: .switchItem, state: "ON")),
            ObservableOpenHABWidget(widgetId: "3", label: "Dimmer [40 %]", icon: "slider", type: "Slider", item: OpenHABItem(name: "Light_FF_Bath", type: .dimmer, state: "40")),
            ObservableOpenHABWidget(widgetId: "4", label: "Heating [21.5 °C]", icon: "heating", type: "Setpoint", item: OpenHABItem(name: "Heating_Target", type: .numberWithDimension, state: "21.5 °C"), minValue: 16, maxValue: 28, step: 0.5),
            ObservableOpenHABWidget(widgetId: "5", label: "Window [CLOSED]", icon: "window", type: "Text", item: OpenHABItem(name: "Window_GF", type: .contact, state: "CLOSED")),
            ObservableOpenHABWidget(widgetId: "6", label: "First Floor", icon: "firstfloor", type: "Text", item: nil,
                                    linkedPage: OpenHABSitemapPage(title: "First Floor", link: "https://demo.openhab.org/rest/sitemaps/watch/0001"))
        ]
    }
}

extension Color {
    /// The sitemap's colour names ("red", "orange", …).
    init(fromString string: String) {
        switch string {
        case "red": self = .red
        case "green": self = .green
        case "blue": self = .blue
        case "orange": self = .orange
        case "yellow": self = .yellow
        case "gray", "grey": self = .gray
        default: self = .primary
        }
    }
}

/// Builds the content only when the value is there.
struct Unwrap<Value, Content: View>: View {
    private let value: Value?
    private let contentProvider: (Value) -> Content

    init(_ value: Value?, @ViewBuilder content: @escaping (Value) -> Content) {
        self.value = value
        self.contentProvider = content
    }

    var body: some View {
        value.map(contentProvider)
    }
}

/// The widget's icon, loaded from the server (a placeholder symbol until it loads).
struct IconView: View {
    @ObservedObject var widget: ObservableOpenHABWidget
    @ObservedObject var settings = ObservableOpenHABDataObject.shared

    var iconURL: URL? {
        URL(string: "\(settings.openHABRootUrl)/icon/\(widget.icon)?state=\(widget.item?.state ?? "")&format=PNG")
    }

    var body: some View {
        KFImage(iconURL)
            .placeholder {
                Image(systemSymbol: .arrowTriangle2CirclepathCircle)
                    .font(.callout)
                    .opacity(0.3)
            }
            .resizable()
            .scaledToFit()
            .frame(width: 20.0, height: 20.0)
    }
}

struct TextLabelView: View {
    @ObservedObject var widget: ObservableOpenHABWidget

    var body: some View {
        Text(widget.labelText ?? "")
            .font(.caption)
            .lineLimit(2)
            .foregroundColor(!widget.labelcolor.isEmpty ? Color(fromString: widget.labelcolor) : .primary)
    }
}

struct DetailTextLabelView: View {
    @ObservedObject var widget: ObservableOpenHABWidget

    var body: some View {
        Unwrap(widget.labelValue) {
            Text($0)
                .font(.footnote)
                .lineLimit(1)
                .foregroundColor(!widget.valuecolor.isEmpty ? Color(fromString: widget.valuecolor) : .secondary)
        }
    }
}
