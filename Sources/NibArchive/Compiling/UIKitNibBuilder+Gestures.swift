import Foundation

extension UIKitNibBuilder {
    /// How one gesture recognizer element archives beyond `UIGestureRecognizer`'s keys.
    struct GestureKind {
        /// UIKit's class.
        let className: String
        /// Counting attributes the class archives itself: the attribute, its key and UIKit's
        /// default, which is left out.
        var counts: [(attribute: String, key: String, default: Int)] = []
        /// Time and distance attributes the class archives itself as floats, likewise.
        var floats: [(attribute: String, key: String, default: Double)] = []
        /// For the classes that count taps through a `UITapRecognizer` they archive under this
        /// key: the key, and the number of taps the class asks of it when the document names none.
        var tapRecognizer: (key: String, taps: Int)?
    }

    /// The gesture recognizer elements this compiler knows. Their keys and defaults are those of
    /// each class's `encodeWithCoder:` in published decompilations of UIKitCore (iOS 18 and 26):
    /// a tap and a long press keep their tap counts in the `UITapRecognizer` they archive as
    /// `_imp`, and decode nothing else for them; a pinch, and `UIGestureRecognizer` itself,
    /// archive nothing of their own.
    /// Interface Builder spells the long press element `pongPressGestureRecognizer`.
    static let gestureRecognizers: [String: GestureKind] = [
        "tapGestureRecognizer": GestureKind(
            className: "UITapGestureRecognizer", tapRecognizer: ("UITapGestureRecognizer._imp", 1)),
        "pongPressGestureRecognizer": GestureKind(
            className: "UILongPressGestureRecognizer",
            counts: [("numberOfTouchesRequired", "UILongPressGestureRecognizer.numberOfTouchesRequired", 1)],
            floats: [
                ("minimumPressDuration", "UILongPressGestureRecognizer.minimumPressDuration", 0.5),
                ("allowableMovement", "UILongPressGestureRecognizer.allowableMovement", 10),
            ],
            // `-[UILongPressGestureRecognizer initWithTarget:action:]` sets its recognizer's taps to 0.
            tapRecognizer: ("UILongPressGestureRecognizer._imp", 0)),
        "panGestureRecognizer": GestureKind(
            className: "UIPanGestureRecognizer",
            counts: [
                ("minimumNumberOfTouches", "UIPanGestureRecognizer.minimumNumberOfTouches", 1),
                ("maximumNumberOfTouches", "UIPanGestureRecognizer.maximumNumberOfTouches", Int.max),
            ]),
        "swipeGestureRecognizer": GestureKind(
            className: "UISwipeGestureRecognizer",
            counts: [("numberOfTouchesRequired", "UISwipeGestureRecognizer.numberOfTouchesRequired", 1)]),
        "pinchGestureRecognizer": GestureKind(className: "UIPinchGestureRecognizer"),
        // A recognizer of the app's own class (`customClass`), archived as its UIKit superclass.
        "gestureRecognizer": GestureKind(className: "UIGestureRecognizer"),
    ]

    /// `UISwipeGestureRecognizer.Direction` bits by name; right (1) is UIKit's default.
    static let swipeDirections = ["right": 1, "left": 2, "up": 4, "down": 8]

    /// A gesture recognizer element as UIKit decodes it: `UIGestureRecognizer.disabled`,
    /// `….cancelsTouchesInView`, `….delaysTouchesBegan`, `….delaysTouchesEnded` when not UIKit's
    /// default, then its class's own keys (`gestureRecognizers`). Its actions go to their
    /// targets without an event mask. It is a top-level object of its nib; a view holds it
    /// through its `gestureRecognizers` outlet collection.
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
        if let tapRecognizer = kind.tapRecognizer {
            graph.set(recognizer, tapRecognizer.key, try tapRecognizerObject(element, taps: tapRecognizer.taps))
        }
        for count in kind.counts {
            let value = try self.count(element, count.attribute) ?? count.default
            if value != count.default { graph.set(recognizer, count.key, NibObjectGraph.integer(value)) }
        }
        for float in kind.floats {
            guard let value = try number(element, float.attribute), value != float.default else { continue }
            graph.set(recognizer, float.key, .float(Float(value)))
        }
        if let name = element["direction"] {
            guard element.name == "swipeGestureRecognizer", let direction = Self.swipeDirections[name] else {
                throw invalid(element, "direction")
            }
            if direction != 1 {
                graph.set(recognizer, "UISwipeGestureRecognizer.direction", NibObjectGraph.integer(direction))
            }
        }
        for child in element.children where child.name != "connections" {
            guard child.name == "pressTypeMask", child["key"] == "allowedPressTypes" else { throw unsupported(child) }
            try allowedPressTypes(child, of: recognizer)
        }
        try connections(of: element, source: recognizer)
        return recognizer
    }

    /// `UIPress.PressType` by the attribute a `<pressTypeMask>` sets it with.
    static let pressTypes = [
        ("upArrow", 0), ("downArrow", 1), ("leftArrow", 2), ("rightArrow", 3), ("select", 4), ("menu", 5),
        ("playPause", 6),
    ]

    /// A recognizer's `<pressTypeMask key="allowedPressTypes">` (tvOS's remote buttons) as
    /// `UIGestureRecognizer.allowedPressTypes`, the array of press types as `NSNumber`s that
    /// `-[UIGestureRecognizer initWithCoder:]` reads; its encoder leaves out an empty one
    /// (published decompilations of UIKitCore 26.1).
    ///
    /// - Throws: `NIB0801` for a press type UIKit has no number for here.
    private mutating func allowedPressTypes(_ mask: XMLElementNode, of recognizer: NibObjectGraph.Ref)
        throws(ArchiveReadError)
    {
        let named = Set(Self.pressTypes.map(\.0))
        if let stray = mask.attributes.first(where: {
            $0.name != "key" && (!named.contains($0.name) || !["YES", "NO"].contains($0.value))
        }) {
            throw invalid(mask, stray.name)
        }
        let types = Self.pressTypes.filter { mask.attribute($0.0, is: "YES") }
        guard !types.isEmpty else { return }
        let numbers = types.map { graph.number(NibObjectGraph.integer($0.1)) }
        graph.set(recognizer, "UIGestureRecognizer.allowedPressTypes", graph.collection("NSArray", numbers))
    }

    /// The `UITapRecognizer` a tap or long press counts taps with (a tap, its touches too),
    /// with the `numberOfTapsRequired` of `element`, else `taps`. Its encoder writes
    /// `UITapRecognizer.numberOfTapsRequired` and `.numberOfTouchesRequired` when not 1. A long
    /// press keeps its touches in a key of its own, and may ask for no taps.
    private mutating func tapRecognizerObject(_ element: XMLElementNode, taps: Int) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let tapRecognizer = graph.add("UITapRecognizer")
        var counts = [("numberOfTapsRequired", try count(element, "numberOfTapsRequired", least: taps) ?? taps)]
        if element.name == "tapGestureRecognizer" {
            counts.append(("numberOfTouchesRequired", try count(element, "numberOfTouchesRequired") ?? 1))
        }
        for (name, value) in counts where value != 1 {
            graph.set(tapRecognizer, "UITapRecognizer.\(name)", NibObjectGraph.integer(value))
        }
        return tapRecognizer
    }

    /// The whole number `attribute` of `element` gives, at least `least`; nil when it gives none.
    private func count(_ element: XMLElementNode, _ attribute: String, least: Int = 1) throws(ArchiveReadError)
        -> Int?
    {
        guard let text = element[attribute] else { return nil }
        guard let value = Int(text), value >= least else { throw invalid(element, attribute) }
        return value
    }
}
