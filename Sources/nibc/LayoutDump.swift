import Foundation
import NibKit
import NibRendering

/// `nibc dump --layout`: instantiates an archive, lays out each top-level view (a view
/// controller's view for a controller) at the size the file gives it or at `size`, and prints
/// the solved frames with the conflicts and ambiguity the layout met.
struct LayoutDump {
    /// The size to lay each root out at; nil keeps the size the file stored (the size it was
    /// designed at).
    var size: CGSize?
    /// Whether each view that shows text (label, button, text field, segmented control, date
    /// picker) takes its content size from the frame the file stored for it instead of
    /// estimating it from its text.
    var textSizesFromFile = false
    /// What the screen covers at each edge: each root is laid out in a window with these
    /// `deviceSafeAreaInsets` (nil: no window, no insets).
    var safeArea: EdgeInsets?
    /// What Interface Builder simulated for an Xcode file: each root it names is laid out in a
    /// window with the insets of its screen and bars (unless `safeArea` is given), a top-level
    /// view of a xib as a view controller's view, as Interface Builder previews it.
    var design: XcodeDesignMetrics?
    /// Whether text is measured with Pango in the fonts `nibc render` draws with
    /// (`PangoTextMeasuring`) instead of `EstimatedTextMeasuring`'s estimate.
    var measuresText = false
    /// Whether the views of toolbar, touch bar and menu items are laid out too, each as a root
    /// of its own (`nibc dump --layout` prints every view; `nibc render` draws windows and
    /// scenes only).
    var laysOutItemViews = false

    /// One laid-out root: its tree and what the layout reported.
    struct Root {
        let view: View
        let conflicts: [UnsatisfiableConstraints]
        let ambiguous: [AmbiguousLayout]
        /// The times the solver gave up (its pivot limit) instead of looping, as sentences.
        var solverFailures: [String] = []
        /// The file's required constraints its own stored frames break (stale frames).
        var contradictions: [StoredFrameContradiction] = []
    }

    /// Lays out `document` (read from `path`) without its outlets and actions, which name code
    /// nibc does not have: the path `nibc dump --layout` and `nibc render` share.
    func layOut(document: ArchiveDocument, path: String) throws -> [Root] {
        // Layout needs the views, not their outlets and actions, which name code nibc does not have.
        var views = document
        views.connections = []
        LayoutDump.placeAppKitItemViews(in: views.objects)
        if laysOutItemViews { views.objects += LayoutDump.liftAppKitItemViews(in: views.objects) }
        let nib = Nib(document: views, file: InputFile.displayName(path), registry: .nibc())
        let marked = document.interfaceBuilderAmbiguity
        guard measuresText else { return try layOut(nib, ambiguityMarkedBy: marked) }
        return try View.withTextMeasuring(PangoTextMeasuring()) { try layOut(nib, ambiguityMarkedBy: marked) }
    }

    /// Instantiates `nib` and lays out its roots; a view `marked` (Interface Builder's record of
    /// the views it found ambiguous) names that the layout leaves free too keeps the frame the
    /// file stored, in what is free (`holdAmbiguousViews`).
    func layOut(_ nib: Nib, ambiguityMarkedBy marked: InterfaceBuilderAmbiguity? = nil) throws -> [Root] {
        let objects = try nib.instantiate(withOwner: nil, options: Nib.Options(fallsBackToKnownBaseClass: true))
        if let leftOut = design?.constraintsLeftOut, !leftOut.isEmpty {
            for object in objects { deactivate(leftOut, below: object) }
        }
        var roots: [View] = []
        for object in objects {
            if let view = object as? View, view.superview == nil {
                roots.append(view)
            } else if let controller = object as? ViewController, let view = controller.view, view.superview == nil {
                roots.append(view)
            }
        }
        return roots.map { root in
            let stored = StoredFrameContradiction.storedFrames(below: root)
            if let size { root.frame.size = size }
            // Read before anything moves: the insets are what the file drew the cells with.
            let cells = Self.cellInsets(below: root)
            let iOS11Cells = design?.cellsHaveRowMargins ?? true
            if iOS11Cells {
                Self.giveRowMargins(
                    toTopLevelCell: root, width: Self.topLevelCellMarginWidth(of: root, design),
                    design?.topLevelRowMargins ?? .init())
                Self.giveRootMargins(toTopLevelCell: root)
            }
            Self.fillContentViewWithoutFrame(ofCell: root)
            // Before views no constraint names are held: a grid's and a split view's views are
            // named by theirs.
            Self.arrangeAppKitGridViews(below: root)
            if let splitViews = design?.appKitSplitViews, !splitViews.isEmpty {
                Self.arrangeAppKitSplitViews(below: root, splitViews)
            }
            Self.holdUnconstrainedViews(below: root)
            // Before the text sizes: those are the alignment rectangles of the stored frames.
            if let design, design.isAppKit {
                Self.applyAppKitInsets(below: root, design: design)
                // A root held at its frame (a toolbar or touch bar item's view) is drawn to fill
                // it: its own constraints size the frame, not a bezel inside it.
                if root.translatesAutoresizingMaskIntoConstraints {
                    root.alignmentRectInsetsForLayout = nil
                } else {
                    Self.holdSize(of: root)
                }
            }
            if let stacks = design?.appKitStackViews, !stacks.isEmpty {
                Self.arrangeAppKitStackViews(below: root, stacks)
            }
            if textSizesFromFile { fixTextSizes(below: root) }
            if let images = design?.imageSizes, !images.isEmpty { sizeImages(below: root, images) }
            if let design,
                design.switchSize != nil || design.searchBarHeight != nil || design.sliderHeight != nil
                    || design.progressViewHeight != nil || !design.activityIndicatorSizes.isEmpty
            {
                sizeControls(below: root, design)
            }
            if let placeholders = design?.intrinsicSizePlaceholders, !placeholders.isEmpty {
                applyIntrinsicSizePlaceholders(below: root, placeholders)
            }
            let contradictions = StoredFrameContradiction.find(below: root, frames: stored)
            var conflicts: [UnsatisfiableConstraints] = []
            var top = root
            let simulated = root.unarchivedValues.archiveID.flatMap { design?.safeAreas[$0] }
            var previewController: ViewController?
            if simulated != nil, root.next == nil {  // no controller owns it
                previewController = ViewController()
                previewController?.view = root
            }
            // A known screen scale needs a window too: frames round to its pixels.
            if let insets = safeArea ?? simulated ?? (design?.scale != nil ? .zero : nil) {
                // The screen reaches from the origin to the root's far corner: a root stored
                // below a bar (at y = 64) starts below the inset that bar makes.
                let window = Window(frame: CGRect(x: 0, y: 0, width: root.frame.maxX, height: root.frame.maxY))
                window.deviceSafeAreaInsets = insets
                window.screenScale = design?.scale
                if design?.isAppKit != true, design?.isTVOS != true {
                    // Interface Builder's canvas holds a view as a controller's view would be: a
                    // root that preserves its superview's margins has the system minimum at its
                    // sides (Rocket.Chat's and NetNewsWire's top-level cells: views pinned to the
                    // cell's leading margin 16 points in).
                    let side = View.systemMinimumSideMargin(width: root.frame.width)
                    window.insetsLayoutMarginsFromSafeArea = false
                    window.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
                }
                window.addSubview(root)
                // The root keeps the frame the file gave it, as without a window.
                root.translatesAutoresizingMaskIntoConstraints = true
                top = window
            }
            top.unsatisfiableConstraintsHandler = { conflicts.append($0) }
            // A solver that gives up is reported with the layout, not to standard error only.
            let gaveUp = Locked<[String]>([])
            let ambiguous = LayoutConstraint.withErrorHandler({ error in
                if case .solverGaveUp = error.reason {
                    gaveUp.withLock { $0.append(error.description) }
                } else {
                    FileHandle.standardError.write(Data("ViewCore: \(error)\n".utf8))
                }
            }) {
                top.layoutIfNeeded()
                for (cell, container, insets) in cells {
                    cell.unsatisfiableConstraintsHandler = { conflicts.append($0) }
                    Self.layOut(
                        cell: cell, in: container, insets: insets, withRowMargins: iOS11Cells,
                        margins: design?.rowMargins ?? .init())
                }
                let undetermined = root.ambiguousLayoutReport()
                // Reported as found: the file leaves them free whatever Interface Builder showed.
                if Self.holdAmbiguousViews(undetermined, markedBy: marked, stored: stored) {
                    top.layoutIfNeeded()
                    for (cell, _, _) in cells { cell.layoutIfNeeded() }
                }
                return undetermined
            }
            withExtendedLifetime(previewController) {}
            return Root(
                view: root, conflicts: conflicts, ambiguous: ambiguous, solverFailures: gaveUp.withLock { $0 },
                contradictions: contradictions)
        }
    }

    private func fixTextSizes(below view: View) {
        // An AppKit date picker or path control reads as a plain control; its cell says what it
        // shows.
        // A text view that does not scroll sizes itself to its text, as in UIKit.
        let showsText =
            view is Label || view is Button || view is TextField || view is SegmentedControl || view is DatePicker
            || (view as? TextView)?.isScrollEnabled == false
            || ["NSDatePickerCell", "NSPathCell"].contains(Self.appKitCell(of: view)?.className)
        if showsText {
            view.intrinsicContentSizeForLayout = view.alignmentRect(forFrame: view.frame).size
        }
        // A label of several lines is then as high as its text: its baselines lie on its first
        // and last lines, not on one centred line.
        if let label = view as? Label, label.numberOfLines != 1,
            let baselines = Label.baselinesOfText(
                filling: view.alignmentRect(forFrame: view.frame).height, font: label.font)
        {
            view.baselinePlacementForLayout = baselines
        }
        for subview in view.subviews + Self.cells(of: view) { fixTextSizes(below: subview) }
    }

    /// Gives each image view the size of its image, as the document's resources record it: an
    /// image view's content size is its image's, which NibKit cannot load.
    private func sizeImages(below view: View, _ sizes: [String: CGSize]) {
        if let imageView = view as? ImageView, let name = imageView.image?.name, let size = sizes[name],
            imageView.image?.isSystemImage == false
        {
            imageView.intrinsicContentSizeForLayout = size
        } else if let name = Self.appKitImageName(of: view), let size = sizes[name] {
            view.intrinsicContentSizeForLayout = size
        }
        for subview in view.subviews + Self.cells(of: view) { sizeImages(below: subview, sizes) }
    }

    /// Deactivates the constraints with the ids in `ids` (those the device's size class leaves
    /// out) held by views in the tree of `object` (a view, or a controller's view).
    private func deactivate(_ ids: Set<String>, below object: AnyObject) {
        guard let view = object as? View ?? (object as? ViewController)?.view else { return }
        var pending = [view]
        while let view = pending.popLast() {
            pending += view.subviews + Self.cells(of: view)
            for constraint in view.constraints {
                if let id = constraint.unarchivedValues.archiveID, ids.contains(id) { constraint.isActive = false }
            }
        }
    }

    /// Gives switches, search bars, sliders, progress views and activity indicators the sizes
    /// the document's tools drew them at (iOS 26's in Xcode 26, tvOS's), where they differ
    /// from ViewCore's.
    private func sizeControls(below view: View, _ design: XcodeDesignMetrics) {
        if view is Switch, let size = design.switchSize {
            // The 2 points at the right that a switch's alignment rect leaves out, as at 51 x 31.
            let frame = CGRect(origin: .zero, size: size)
            view.intrinsicContentSizeForLayout = view.alignmentRect(forFrame: frame).size
        } else if view is SearchBar, let height = design.searchBarHeight {
            view.intrinsicContentSizeForLayout = CGSize(width: View.noIntrinsicMetric, height: height)
        } else if view is Slider, let height = design.sliderHeight {
            view.alignmentRectInsetsForLayout = .zero
            view.intrinsicContentSizeForLayout = CGSize(width: View.noIntrinsicMetric, height: height)
        } else if view is ProgressView, let height = design.progressViewHeight {
            view.intrinsicContentSizeForLayout = CGSize(width: View.noIntrinsicMetric, height: height)
        } else if let indicator = view as? ActivityIndicatorView,
            let size = design.activityIndicatorSizes[indicator.style]
        {
            view.intrinsicContentSizeForLayout = size
        }
        for subview in view.subviews + Self.cells(of: view) { sizeControls(below: subview, design) }
    }

    /// Gives each view with an intrinsic size placeholder its placeholder, as Interface
    /// Builder's canvas lays it out whatever the view would report at run time (MonitorControl's
    /// separators, given a placeholder 2 points high, are stored 6 points high, 2 more than
    /// their 1-point line).
    private func applyIntrinsicSizePlaceholders(below view: View, _ placeholders: [String: CGSize]) {
        if let id = view.unarchivedValues.archiveID, let size = placeholders[id] {
            view.intrinsicContentSizeForLayout = size
        }
        for subview in view.subviews + Self.cells(of: view) {
            applyIntrinsicSizePlaceholders(below: subview, placeholders)
        }
    }

    /// One view a line, indented by depth: class, the file's id, solved frame; a table or
    /// collection view's cells follow its subviews, each under a `cell:` line.
    func text(_ roots: [Root]) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            let id = view.unarchivedValues.archiveID.map { " id=\($0)" } ?? ""
            lines.append("\(indent)\(className(view))\(id) \(LayoutDump.format(view.frame))")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
            for cell in Self.cells(of: view) {
                lines.append("\(indent)  cell:")
                visit(cell, depth: depth + 2)
            }
        }
        for root in roots {
            visit(root.view, depth: 0)
            for conflict in root.conflicts { lines.append("conflict: \(conflict.description)") }
            for failure in root.solverFailures { lines.append("solver: \(failure)") }
            for entry in root.ambiguous {
                let id = entry.view.unarchivedValues.archiveID.map { " id=\($0)" } ?? ""
                let attributes = entry.attributes.map(\.rawValue).joined(separator: ", ")
                lines.append("ambiguous: \(className(entry.view))\(id): \(attributes) undetermined")
            }
            for stale in root.contradictions {
                let items = [stale.firstID, stale.secondID].compactMap { $0 }.joined(separator: ", ")
                let distance = LayoutDump.number(CGFloat(stale.distance))
                lines.append(
                    "stale: stored frames of \(items) break constraint \(stale.constraintID) by \(distance) pt")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"roots": [{"class", "id", "frame": [x, y, w, h], "subviews": [...], "cells": [...]}], "conflicts":
    /// [{"constraints": [...], "broken"}], "ambiguous": [{"id", "class", "attributes"}],
    /// "solverFailures": ["…"], "stale": [{"constraint", "items", "distance"}]}`.
    func json(_ roots: [Root]) -> String {
        func node(_ view: View) -> [String: Any] {
            var entry: [String: Any] = [
                "class": className(view),
                "frame": [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map(Double.init),
            ]
            if let id = view.unarchivedValues.archiveID { entry["id"] = id }
            if !view.subviews.isEmpty { entry["subviews"] = view.subviews.map(node) }
            let cells = Self.cells(of: view)
            if !cells.isEmpty { entry["cells"] = cells.map(node) }
            return entry
        }
        let object: [String: Any] = [
            "roots": roots.map { node($0.view) },
            "conflicts": roots.flatMap(\.conflicts).map {
                ["constraints": $0.descriptions, "broken": $0.brokenDescription] as [String: Any]
            },
            "solverFailures": roots.flatMap(\.solverFailures),
            "stale": roots.flatMap(\.contradictions).map {
                [
                    "constraint": $0.constraintID, "items": [$0.firstID, $0.secondID].compactMap { $0 },
                    "distance": $0.distance,
                ] as [String: Any]
            },
            "ambiguous": roots.flatMap(\.ambiguous).map {
                [
                    "class": className($0.view), "id": $0.view.unarchivedValues.archiveID ?? "",
                    "attributes": $0.attributes.map(\.rawValue),
                ] as [String: Any]
            },
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func className(_ view: View) -> String {
        view.unarchivedValues.originalClassName ?? String(describing: type(of: view))
    }

    static func format(_ rect: CGRect) -> String {
        "(\([rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ")))"
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
