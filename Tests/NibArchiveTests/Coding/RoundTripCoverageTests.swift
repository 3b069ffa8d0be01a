import Foundation
import NibArchive
import TestSupport
import Testing
import ViewCore

/// The random trees of the round-trip tests draw from every archivable class: a class added to
/// `viewCoreArchivableClasses` without a maker and randomizer in `RandomViewTree+Classes.swift`
/// (and a comparison in `ViewTreeComparison+Controls.swift`) fails here.
@Suite("Round-trip generators cover every archivable class")
struct RoundTripCoverageTests {
    /// The archive class names of every object in the tree: views, their layout guides,
    /// constraints, gesture recognizers, motion effects and collection view layouts.
    private static func classNames(in root: View) -> Set<String> {
        var names = Set<String>()
        for view in root.subtreeForTests {
            names.insert(type(of: view).archiveClassName)
            for guide in view.layoutGuides where guide.builtIn == nil { names.insert(type(of: guide).archiveClassName) }
            for constraint in view.constraints { names.insert(type(of: constraint).archiveClassName) }
            for recognizer in view.gestureRecognizers { names.insert(type(of: recognizer).archiveClassName) }
            for effect in view.motionEffects { names.insert(type(of: effect).archiveClassName) }
            if let collection = view as? CollectionView {
                names.insert(type(of: collection.collectionViewLayout).archiveClassName)
            }
            if let effect = (view as? VisualEffectView)?.effect { names.insert(type(of: effect).archiveClassName) }
            for section in (view as? TableView)?.staticSections ?? [] {
                names.insert(type(of: section).archiveClassName)
            }
            var items: [BarItem] = (view as? Toolbar)?.items ?? []
            items += (view as? TabBar)?.items ?? []
            for item in (view as? NavigationBar)?.items ?? [] {
                names.insert(type(of: item).archiveClassName)
                items += item.leftBarButtonItems + item.rightBarButtonItems
            }
            for item in items { names.insert(type(of: item).archiveClassName) }
        }
        return names
    }

    /// The archive class names of every controller of the tree.
    private static func controllerClassNames(in root: ViewController) -> Set<String> {
        root.children.reduce([type(of: root).archiveClassName]) { $0.union(controllerClassNames(in: $1)) }
    }

    @Test func randomTreesDrawFromEveryArchivableClass() {
        var seen: Set<String> = []
        for seed in UInt64(0)..<60 {
            var builder = RandomViewTree.withEveryViewClass(seed: seed)
            seen.formUnion(Self.classNames(in: builder.makeTree(depth: 3, width: 3)))
            var controllers = RandomViewTree.withEveryViewClass(seed: seed)
            seen.formUnion(Self.controllerClassNames(in: controllers.makeControllerTree(depth: 1, width: 2)))
        }
        // A window is a root, never a subview: the round trips do not draw it. A `CustomObject`
        // is in no view tree: `CustomObjectRoundTripTests` round-trips it; nor is an
        // `AppKitObject` (a menu, a cell): `XcodeClassCheckTests` round-trips one.
        let expected = Set(viewCoreArchivableClasses.map { $0.archiveClassName }).subtracting([
            "Window", "CustomObject", "AppKitObject",
        ])
        #expect(expected.subtracting(seen) == [], "classes no random tree contains")
    }
}
