import Foundation
import Testing
import SwiftUI
import Charts
import IOSSources
import RowRaster
import RowTestSupport

/// What UIKit views in rows set up in `makeUIView` — Auto Layout, their layer, target-action
/// by selector, keyboard notifications — compiles as UIKit's; the layer's corners, border and
/// background draw; constraints and selectors are kept, not acted on. And Charts' axis content.
@MainActor @Suite struct UIKitSurfaceTests {
    final class Target { func tapped() {} }

    struct Card: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.layer.cornerRadius = 20
            view.layer.masksToBounds = true
            view.layer.borderWidth = 4
            view.layer.borderColor = UIColor.blue.cgColor
            view.backgroundColor = .red
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
                label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            ])
            label.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            view.layer.addSublayer(shape)
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func aHostedViewDrawsItsLayersCornersAndBorder() throws {
        let c = try TestSupport.renderer.render(RenderRequest(Card().frame(width: 100, height: 60), width: 100, height: 60, background: .white))
        let s = Double(c.width) / 100
        func px(_ x: Double, _ y: Double) -> Pixel { c[Int(x * s), Int(y * s)] }
        #expect(px(1, 1) == RGBA(red: 1, green: 1, blue: 1).premultiplied, "outside the rounded corner: the background")
        #expect(px(50, 1).b > 200 && px(50, 1).r < 60, "the border, blue, inside the bounds: \(px(50, 1))")
        #expect(px(50, 30).r > 200 && px(50, 30).g < 80, "the background color inside: \(px(50, 30))")
    }

    @Test func constraintsAndSelectorsAreKept() {
        let view = UIView(), label = UILabel()
        view.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 80)
        width.priority = .defaultHigh
        NSLayoutConstraint.activate([width, label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)])
        #expect(label.constraints.count == 2 && width.constant == 80 && width.isActive)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        let control = UIControl(), target = Target()
        control.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        #expect(control.targetActions.map(\.action.action) == ["tapped"])
        let tap = UITapGestureRecognizer(target: target, action: Selector("tapped"))
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        // Index paths and traits as UIKit code reads them.
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && IndexPath(item: 2, section: 0).item == 2)
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.userInterfaceIdiom == .phone && !traits.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge)
    }

    /// `#selector(…)` needs the Objective-C runtime; IOSSources reads it as `Selector("…")`.
    @Test func selectorExpressionsAreReadAsSelectors() {
        let source = "button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)\nlet a = #selector(Self.go), b = #selector(getter: x)"
        let out = IOSSources.rewrite(source, path: "/a.swift").split(separator: "\n").dropFirst().map(String.init)
        #expect(out == [#"button.addTarget(self, action: Selector("tapped(_:)"), for: .touchUpInside)"#,
                        #"let a = Selector("Self.go"), b = Selector("getter: x")"#])
    }

    /// Axis content as Charts takes it: marks by values or strides, grid lines, ticks, labels.
    @Test func chartsAxisContentCompilesAndTheDefaultAxesDraw() throws {
        let chart = Chart {
            ForEach(0..<4, id: \.self) { i in LineMark(x: .value("Day", i), y: .value("Steps", i * i)) }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) { value in
                AxisGridLine(); AxisTick()
                AxisValueLabel { if let v = value.as(Int.self) { Text("\(v)") } }
            }
        }
        .chartXAxis { AxisMarks(values: [0, 1, 2, 3]) { _ in AxisValueLabel(format: IntegerFormatStyle<Int>()) } }
        .chartForegroundStyleScale(["Steps": Color.green])
        .frame(width: 200, height: 100)
        let plain = Chart {
            ForEach(0..<4, id: \.self) { i in LineMark(x: .value("Day", i), y: .value("Steps", i * i)) }
        }.frame(width: 200, height: 100)
        #expect(try TestSupport.renderer.render(RenderRequest(chart, width: 200, height: 100)) == TestSupport.renderer.render(RenderRequest(plain, width: 200, height: 100)))
    }
}

/// What UIKit code asks of files and image data in a render: no app group container, and an
/// image's own PNG or JPEG data back.
@MainActor @Suite struct UIKitDataTests {
    @Test func imageDataAndAppGroups() throws {
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app") == nil)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]
        let image = try #require(UIImage(data: Data(png)))
        #expect(image.pngData() == Data(png) && image.jpegData(compressionQuality: 0.8) == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
        #expect(ProcessInfo.processInfo.thermalState == .nominal)
    }
}
