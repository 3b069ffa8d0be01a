import Foundation
import NibKit
import TestSupport
import Testing

@testable import NibRendering

/// Pango's label sizes against the frames real files stored (Interface Builder measured them
/// with San Francisco): the one-line labels of the first Xcode corpus folder, each measured
/// unwrapped, compared with its stored size; `EstimatedTextMeasuring` is measured alike for a
/// baseline. Prints how close each comes. A label's stored width can be wider than its text
/// (constraints stretch it), so widths count as close within 2 points or 5%, heights within 1.
@Suite struct LabelMeasuringCorpusTests {
    struct Tally {
        var widths: [CGFloat] = []
        var heights: [CGFloat] = []

        mutating func add(_ measured: CGSize, stored: CGSize) {
            widths.append(abs(measured.width - stored.width) / max(1, stored.width))
            heights.append(abs(measured.height - stored.height))
        }

        var closeWidths: Double { share(widths.filter { $0 <= 0.05 }.count) }
        var closeHeights: Double { share(heights.filter { $0 <= 1 }.count) }
        var medianHeight: CGFloat { heights.sorted()[heights.count / 2] }
        var medianWidth: CGFloat { widths.sorted()[widths.count / 2] }

        private func share(_ count: Int) -> Double { Double(count) / Double(max(1, widths.count)) }
    }

    @Test(XcodeCorpus.firstRequired)
    func oneLineLabelsMeasureCloseToTheirStoredFrames() throws {
        var pango = Tally(), estimate = Tally()
        let measuring = PangoTextMeasuring(), estimating = EstimatedTextMeasuring()
        for url in XcodeCorpus.files(in: XcodeCorpus.folder) {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains("targetRuntime=\"iOS") else { continue }
            let objects = try Nib(contentsOf: url).instantiate(
                withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
            var pending = objects.compactMap { $0 as? View ?? ($0 as? ViewController)?.view }
            while let view = pending.popLast() {
                pending += view.subviews
                if let table = view as? TableView {
                    pending += table.prototypeCells + table.staticSections.flatMap(\.cells)
                }
                if let collection = view as? CollectionView { pending += collection.prototypeCells }
                guard let label = view as? Label, let string = label.text, !string.isEmpty, !string.contains("\n"),
                    label.numberOfLines == 1, !label.adjustsFontSizeToFitWidth, label.frame.width > 0
                else { continue }
                let stored = label.frame.size
                pango.add(
                    measuring.measure(string, font: label.font, wrappingTo: nil, numberOfLines: 1).size, stored: stored)
                estimate.add(
                    estimating.measure(string, font: label.font, wrappingTo: nil, numberOfLines: 1).size, stored: stored
                )
            }
        }
        try #require(pango.widths.count > 50, "too few labels: \(pango.widths.count)")
        let percent = { (value: Double) in String(format: "%.0f%%", value * 100) }
        print(
            "label measuring, \(pango.widths.count) one-line labels: Pango widths within 5% \(percent(pango.closeWidths)) "
                + "(estimate \(percent(estimate.closeWidths))), median width error \(percent(Double(pango.medianWidth))) "
                + "(estimate \(percent(Double(estimate.medianWidth)))); heights within 1 pt \(percent(pango.closeHeights)) "
                + "(estimate \(percent(estimate.closeHeights))), median height error \(pango.medianHeight) pt "
                + "(estimate \(estimate.medianHeight) pt)")
        #expect(pango.closeWidths > estimate.closeWidths)
        // 22% before the system font took San Francisco's tracking, 40% with it.
        #expect(pango.closeWidths >= 0.35)
        #expect(pango.medianHeight <= estimate.medianHeight)
    }
}
