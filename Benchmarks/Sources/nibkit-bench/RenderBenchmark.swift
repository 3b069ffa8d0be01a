import Foundation
import NibKit
import NibRendering

/// Issue 38's figures (`--render N`): the processor time of drawing the reference `.xib`
/// (10,101 views) and the corpus, in µs per view against loading the same file: load
/// (`Nib(data:)` and `instantiate`), then layout with Pango's text measuring, then a PNG and an
/// SVG. Each stage is timed as the difference of two runs that end before and after it, so
/// every run starts from the same bytes. The reference tree is 222,200 points high, past
/// Cairo's 32,767-pixel side, so its PNG is drawn at the largest scale that fits (0.14); each
/// view is still drawn, its text laid out by Pango.
enum RenderBenchmark {
    static func run(rounds: Int) throws {
        let reference = try XcodeBenchmark.referenceXib()
        let views = 10_101
        let side = try stages(of: [reference]).first?.frame.height ?? 1
        let fitting = min(1, 32_000 / side)
        let times = try measure([reference], rounds: rounds, pngScale: fitting)
        print(line("reference .xib (\(views) views, PNG at scale \(String(format: "%.2f", fitting)))", times, views))
        let files = XcodeBenchmark.corpusFiles().filter { (try? stages(of: [$0])) != nil }
        let corpusViews = try files.map { try stages(of: [$0]).reduce(0) { $0 + count($1) } }.reduce(0, +)
        let corpus = try measure(files, rounds: max(rounds / 2, 3), pngScale: 1)
        print(line("corpus (\(files.count) files, \(corpusViews) views, PNG at scale 1)", corpus, corpusViews))
    }

    /// Times of load, load + layout, load + layout + PNG, load + layout + SVG, in seconds.
    private static func measure(_ files: [Data], rounds: Int, pngScale: CGFloat) throws -> [Double] {
        try Measure.interleavedMediansWithCPU(
            rounds: rounds,
            [
                { try files.map { try XcodeBenchmark.load($0) } as Any },
                { try stages(of: files) as Any },
                {
                    let renderer = ViewRenderer(scale: pngScale)
                    return try stages(of: files).map { try renderer.pngData(of: $0) } as Any
                },
                { try stages(of: files).map { ViewRenderer().svg(of: $0) } as Any },
            ]
        ).map(\.cpu)
    }

    private static func line(_ title: String, _ times: [Double], _ views: Int) -> String {
        let perView = { (seconds: Double) in String(format: "%.2f", seconds * 1e6 / Double(views)) }
        let (load, layout, png, svg) = (times[0], times[1] - times[0], times[2] - times[1], times[3] - times[1])
        return "\(title): load \(perView(load)) µs/view, layout with Pango \(perView(layout)) µs/view, "
            + "PNG \(perView(png)) µs/view (\(String(format: "%.2f", png / load))× load), "
            + "SVG \(perView(svg)) µs/view (\(String(format: "%.2f", svg / load))× load); "
            + "load + layout + PNG \(String(format: "%.1f", times[2] * 1000)) ms"
    }

    /// The drawable top-level views of `files`, loaded and laid out with Pango's measuring.
    private static func stages(of files: [Data]) throws -> [View] {
        var roots: [View] = []
        for data in files {
            let objects = try XcodeBenchmark.load(data)
            var found: [View] = []
            for object in objects {
                let view = object as? View ?? (object as? ViewController)?.view
                guard let view, view.superview == nil, view.frame.width >= 1, view.frame.height >= 1 else { continue }
                found.append(view)
            }
            withExtendedLifetime(objects) {
                View.withTextMeasuring(PangoTextMeasuring()) { for root in found { root.layoutIfNeeded() } }
            }
            roots += found
        }
        return roots
    }

    private static func count(_ view: View) -> Int {
        view.subviews.reduce(1) { $0 + count($1) }
    }
}
