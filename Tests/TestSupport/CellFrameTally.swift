import Foundation

/// Issue 36's measure of cell layout: how many of the frames a file stored `nibc dump
/// --layout` reproduces within 0.5 points, counted apart for the views in table and collection
/// view cells (the cells, their supplementary views and everything in them) and for the
/// other views. A view the layout does not print counts as missed.
///
/// A missed frame is excused (counted apart, never as matched) only with a proof that the
/// file's stored frames are stale: a required constraint of the file they break, as `nibc dump
/// --layout` reports it (`StoredFrameContradiction`), between the view and a constant or a
/// view whose stored frame the layout gave back. No layout that keeps the constraint can give
/// the view the frame the file stored.
public struct CellFrameTally: Sendable, CustomStringConvertible {
    /// Frames matched and compared for views in cells.
    public var inCells = (matched: 0, frames: 0)
    /// Frames matched and compared for the other views (not the roots).
    public var outside = (matched: 0, frames: 0)
    /// Frames matched and compared for every view but the roots, those the layout does not
    /// print counted as missed (the measure of macOS files).
    public var all = (matched: 0, frames: 0)
    /// Missed frames excused by a proof that the file stored them stale, in each part.
    public var excused = (inCells: 0, outside: 0, all: 0)

    /// An empty tally.
    public init() {}

    /// The classes (as `nibc dump --format json` names them) of the views whose subtrees count
    /// as in cells.
    public static let cellClasses: Set<String> = ["TableViewCell", "CollectionViewCell", "CollectionReusableView"]

    /// The keys under which table and collection views hold their cells (a custom cell class
    /// is known by these).
    public static let cellKeys: Set<String> = ["prototypeCells", "cells"]

    /// The tally of every file in `folder` whose `targetRuntime` starts with one of `runtimes`
    /// (`iOS`, `AppleTV`, `MacOSX`), each dumped by `nibc` as stored and laid out
    /// (`--text-sizes-from-file`); a file either dump refuses is left out.
    public static func corpus(folder: URL, runtimes: [String]) throws -> CellFrameTally {
        var tally = CellFrameTally()
        for url in XcodeCorpus.files(in: folder) {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard runtimes.contains(where: { text.contains("targetRuntime=\"\($0)") }) else { continue }
            let stored = try NibcProcess.run(["dump", "--format", "json", url.path])
            let laidOut = try NibcProcess.run([
                "dump", "--layout", "--text-sizes-from-file", "--format", "json", url.path,
            ])
            guard stored.status == 0, laidOut.status == 0 else { continue }
            try tally.add(stored: stored.stdout, laidOut: laidOut.stdout)
        }
        return tally
    }

    /// Adds a file's frames: `stored` is `nibc dump --format json`, `laidOut` is `nibc dump
    /// --layout --format json` of the same file.
    public mutating func add(stored: String, laidOut: String) throws {
        // The views compared (not the roots), and every stored frame (the roots' too) by id.
        var compared: [(id: String, inCell: Bool)] = []
        var storedByID: [String: [Double]] = [:]
        func collect(_ object: [String: Any], inCell: Bool, isRoot: Bool) {
            let className = object["class"] as? String ?? ""
            let key = object["key"] as? String ?? ""
            let nowInCell = inCell || Self.cellClasses.contains(className) || Self.cellKeys.contains(key)
            if let id = object["id"] as? String, let frame = object["frame"] as? [Double] {
                storedByID[id] = frame
                if !isRoot { compared.append((id, nowInCell)) }
            }
            // A top-level view is a root; a controller's view is too (its children are the scene).
            let childrenAreRoots = isRoot && object["frame"] == nil
            for child in object["children"] as? [[String: Any]] ?? [] {
                collect(child, inCell: nowInCell, isRoot: childrenAreRoots)
            }
        }
        let document = try JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: Any]
        for object in document?["objects"] as? [[String: Any]] ?? [] { collect(object, inCell: false, isRoot: true) }

        var solved: [String: [Double]] = [:]
        func gather(_ view: [String: Any]) {
            if let id = view["id"] as? String, let frame = view["frame"] as? [Double] { solved[id] = frame }
            for child in (view["subviews"] as? [[String: Any]] ?? []) + (view["cells"] as? [[String: Any]] ?? []) {
                gather(child)
            }
        }
        let layout = try JSONSerialization.jsonObject(with: Data(laidOut.utf8)) as? [String: Any]
        for root in layout?["roots"] as? [[String: Any]] ?? [] { gather(root) }

        func matched(_ id: String) -> Bool {
            guard let want = storedByID[id], let got = solved[id], got.count == want.count else { return false }
            return zip(want, got).allSatisfy { abs($0 - $1) <= 0.5 }
        }
        // A view is proven stale by a broken constraint whose other item, if any, came back.
        var stale: Set<String> = []
        for entry in layout?["stale"] as? [[String: Any]] ?? [] {
            let items = entry["items"] as? [String] ?? []
            for (index, id) in items.enumerated() {
                let others = items.enumerated().filter { $0.offset != index }.map(\.element)
                if others.allSatisfy(matched) { stale.insert(id) }
            }
        }

        for (id, inCell) in compared {
            let hit = matched(id) ? 1 : 0
            let excuse = hit == 0 && stale.contains(id) ? 1 : 0
            all.matched += hit
            all.frames += 1
            excused.all += excuse
            if inCell {
                inCells.matched += hit
                inCells.frames += 1
                excused.inCells += excuse
            } else if solved[id] != nil {
                // Outside cells only the views the layout lays out count (as issue 26's test).
                outside.matched += hit
                outside.frames += 1
                excused.outside += excuse
            }
        }
    }

    /// `cells m/n (e excused), outside m/n (e excused)`.
    public var description: String {
        "cells \(inCells.matched)/\(inCells.frames) (\(excused.inCells) excused), "
            + "outside \(outside.matched)/\(outside.frames) (\(excused.outside) excused)"
    }
}
