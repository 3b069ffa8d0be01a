import Foundation

extension UIKitNibBuilder {
    /// The gesture recognizer elements this compiler knows, by UIKit class, each with its
    /// counting attributes, their archived keys (`<class>.<property>`, as xib2nib writes them)
    /// and UIKit's defaults, which are left out.
    static let gestureRecognizers: [String: (className: String, counts: [(attribute: String, default: Int)])] = [
        "tapGestureRecognizer": (
            "UITapGestureRecognizer", [("numberOfTapsRequired", 1), ("numberOfTouchesRequired", 1)]
        ),
        "panGestureRecognizer": (
            "UIPanGestureRecognizer", [("minimumNumberOfTouches", 1), ("maximumNumberOfTouches", Int.max)]
        ),
        "swipeGestureRecognizer": ("UISwipeGestureRecognizer", [("numberOfTouchesRequired", 1)]),
    ]

    /// `UISwipeGestureRecognizer.Direction` bits by name; right (1) is UIKit's default.
    static let swipeDirections = ["right": 1, "left": 2, "up": 4, "down": 8]

    /// A gesture recognizer element as UIKit decodes it (xib2nib's `UIGestureRecognizer.cpp`,
    /// `UITapGestureRecognizer.cpp`, `UIPanGestureRecognizer.cpp`,
    /// `UISwipeGestureRecognizer.cpp`): `UIGestureRecognizer.disabled`, `….cancelsTouchesInView`,
    /// `….delaysTouchesBegan`, `….delaysTouchesEnded` when not UIKit's default, its counts and
    /// direction; its actions go to their targets without an event mask. It is a top-level
    /// object of its nib; a view holds it through its `gestureRecognizers` outlet collection.
    ///
    /// - Throws: `NIB0801` for a child or value with no known archived form.
    mutating func gestureRecognizer(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        guard let kind = Self.gestureRecognizers[element.name] else { throw unsupported(element) }
        let recognizer = newObject(kind.className, for: element)
        setFlags(
            [
                ("enabled", "NO", "UIGestureRecognizer.disabled", true),
                ("cancelsTouchesInView", "NO", "UIGestureRecognizer.cancelsTouchesInView", false),
                ("delaysTouchesBegan", "YES", "UIGestureRecognizer.delaysTouchesBegan", true),
                ("delaysTouchesEnded", "NO", "UIGestureRecognizer.delaysTouchesEnded", false),
            ], of: element, on: recognizer)
        for (attribute, fallback) in kind.counts {
            guard let text = element[attribute] else { continue }
            guard let count = Int(text), count > 0 else { throw invalid(element, attribute) }
            if count != fallback {
                graph.set(recognizer, "\(kind.className).\(attribute)", NibObjectGraph.integer(count))
            }
        }
        if let name = element["direction"] {
            guard element.name == "swipeGestureRecognizer", let direction = Self.swipeDirections[name] else {
                throw invalid(element, "direction")
            }
            if direction != 1 {
                graph.set(recognizer, "UISwipeGestureRecognizer.direction", NibObjectGraph.integer(direction))
            }
        }
        for child in element.children where child.name != "connections" { throw unsupported(child) }
        try connections(of: element, source: recognizer)
        return recognizer
    }
}
