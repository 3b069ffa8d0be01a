import Foundation
import Testing

@testable import ViewCore

/// A coder that keeps plain values in a dictionary and owned objects as nested coders, enough to
/// round-trip views through `encode(with:)` and `init(coder:)` without NibArchive. References
/// (`encodeConditionalObject`) are not supported.
final class PlainValueCoder: Coder {
    var values: [String: CodingValue] = [:]
    var objects: [String: [(type: any Archivable.Type, coder: PlainValueCoder)]] = [:]

    override func encodeValue(_ value: CodingValue?, forKey key: String) {
        if let value { values[key] = value }
    }
    override func decodeValue(forKey key: String) throws -> CodingValue? { values[key] }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil || objects[key] != nil }
    override func encode(_ object: (any Archivable)?, forKey key: String) {
        if let object { encode([object], forKey: key) }
    }
    override func encode(_ objects: [any Archivable], forKey key: String) {
        self.objects[key] = objects.map { object in
            let nested = PlainValueCoder()
            object.encode(with: nested)
            return (type(of: object), nested)
        }
    }
    override func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {}
    override func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {}
    override func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? {
        try decodeObjects(of: type, forKey: key)?.first
    }
    override func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? {
        try objects[key]?.map { entry in
            guard let object = try entry.type.init(coder: entry.coder) as? T else {
                throw error(.typeMismatch, "not a \(T.self)", forKey: key)
            }
            return object
        }
    }
    override func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void) throws
    {}
    override func decodeConditionalObjects<T>(of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void)
        throws
    {}
    override func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
        CodingError(code: code, message: message, keyPath: key ?? "")
    }
}

/// What section 1 says about archiving: every property is archived, a default is left out.
@Suite("View coding")
struct ViewCodingTests {
    func roundTrip(_ view: View) throws -> (View, PlainValueCoder) {
        let coder = PlainValueCoder()
        view.encode(with: coder)
        return (try View(coder: coder), coder)
    }

    @Test("A fresh view archives only its frame")
    func defaultsAreOmitted() {
        let coder = PlainValueCoder()
        View(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).encode(with: coder)
        #expect(coder.values.keys.sorted() == ["frame"])
    }

    @Test("Every changed property survives a round trip")
    func roundTripsChangedProperties() throws {
        let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        view.bounds.origin = CGPoint(x: 5, y: 6)
        view.backgroundColor = .red
        view.isHidden = true
        view.alpha = 0.5
        view.isOpaque = false
        view.tintColor = .green
        view.tintAdjustmentMode = .dimmed
        view.clipsToBounds = true
        view.clearsContextBeforeDrawing = false
        view.layer.cornerRadius = 4
        view.isUserInteractionEnabled = false
        view.isMultipleTouchEnabled = true
        view.isExclusiveTouch = true
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.autoresizesSubviews = false
        view.contentMode = .redraw
        view.contentScaleFactor = 2
        view.tag = 7
        view.restorationIdentifier = "card"
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.preservesSuperviewLayoutMargins = true
        view.insetsLayoutMarginsFromSafeArea = false
        view.semanticContentAttribute = .forceRightToLeft
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Card"
        view.accessibilityTraits = [.button, .header]

        let (copy, _) = try roundTrip(view)

        #expect(copy.frame == view.frame)
        #expect(copy.bounds == view.bounds)
        #expect(copy.backgroundColor == .red)
        #expect(copy.isHidden && copy.alpha == 0.5 && !copy.isOpaque)
        #expect(copy.storedTintColor == .green && copy.storedTintAdjustmentMode == .dimmed)
        #expect(copy.clipsToBounds && !copy.clearsContextBeforeDrawing)
        #expect(copy.layer.cornerRadius == 4)
        #expect(!copy.isUserInteractionEnabled && copy.isMultipleTouchEnabled && copy.isExclusiveTouch)
        #expect(copy.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin] && !copy.autoresizesSubviews)
        #expect(copy.contentMode == .redraw && copy.contentScaleFactor == 2)
        #expect(copy.tag == 7 && copy.restorationIdentifier == "card")
        #expect(!copy.translatesAutoresizingMaskIntoConstraints)
        #expect(copy.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(copy.preservesSuperviewLayoutMargins && !copy.insetsLayoutMarginsFromSafeArea)
        #expect(copy.semanticContentAttribute == .forceRightToLeft)
        #expect(copy.isAccessibilityElement && copy.accessibilityLabel == "Card")
        #expect(copy.accessibilityTraits == [.button, .header])
    }

    @Test("Only the stored tint is archived, not the inherited one")
    func inheritedTintIsNotArchived() {
        let parent = View(frame: .zero)
        parent.tintColor = .red
        let child = View(frame: .zero)
        parent.addSubview(child)
        let coder = PlainValueCoder()
        child.encode(with: coder)
        #expect(coder.values["tintColor"] == nil)
        #expect(coder.values["tintAdjustmentMode"] == nil)
    }

    @Test("A transformed view archives center, bounds and transform, and comes back the same")
    func transformedRoundTrip() throws {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 3)
        let (copy, coder) = try roundTrip(view)
        #expect(coder.values["frame"] == nil)
        #expect(copy.center == view.center && copy.bounds == view.bounds && copy.transform == view.transform)
        #expect(copy.frame == view.frame)
    }

    @Test("A view with a non-default anchor point keeps its frame through a round trip")
    func anchorPointRoundTrip() throws {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.layer.anchorPoint = .zero
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let (copy, _) = try roundTrip(view)
        #expect(copy.layer.anchorPoint == .zero)
        #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(copy.center == view.center)
    }

    @Test("Subviews come back in order, through addSubview")
    func subviewsRoundTrip() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for tag in 1...3 {
            let subview = View(frame: CGRect(x: tag, y: 0, width: 10, height: 10))
            subview.tag = tag
            view.addSubview(subview)
        }
        view.subviews[1].addSubview(View(frame: .zero))
        let (copy, _) = try roundTrip(view)
        #expect(copy.subviews.map(\.tag) == [1, 2, 3])
        #expect(copy.subviews.allSatisfy { $0.superview === copy })
        #expect(copy.subviews[1].subviews.count == 1)
        #expect(copy._checkInvariants() == [])
    }

    @Test("A decoded window's subviews are in the window, and got the window hooks on the way in")
    func decodedWindowSubviews() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = WindowHookSpy(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.addSubview(WindowHookSpy(frame: .zero))
        window.addSubview(child)
        let coder = PlainValueCoder()
        window.encode(with: coder)

        let decoded = try Window(coder: coder)
        #expect(decoded.window === decoded)
        #expect(decoded.subviews.count == 1)
        #expect(decoded.subviews.allSatisfy { $0.window === decoded })
        #expect(decoded.subviews[0].subviews.allSatisfy { $0.window === decoded })
        #expect(decoded._checkInvariants() == [])
        let spies = [decoded.subviews[0]] + decoded.subviews[0].subviews
        #expect(spies.allSatisfy { $0 is WindowHookSpy })
        let entered = WindowHookSpy.enteredWindow.withLock { $0 }
        #expect(spies.allSatisfy { entered.contains(ObjectIdentifier($0)) })
    }

    @Test("Directional layout margins decode by the reading direction and write back as layoutMargins")
    func directionalLayoutMargins() throws {
        let margins = CodingValue.directionalInsets(DirectionalEdgeInsets(top: 12, leading: 20, bottom: 6, trailing: 4))
        let coder = PlainValueCoder()
        coder.values = ["directionalLayoutMargins": margins]
        #expect(try View(coder: coder).layoutMargins == EdgeInsets(top: 12, left: 20, bottom: 6, right: 4))
        coder.values["semanticContentAttribute"] = .string("forceRightToLeft")
        let rightToLeft = try View(coder: coder)
        #expect(rightToLeft.layoutMargins == EdgeInsets(top: 12, left: 4, bottom: 6, right: 20))
        let (_, written) = try roundTrip(rightToLeft)
        #expect(written.values["layoutMargins"] == .insets(EdgeInsets(top: 12, left: 4, bottom: 6, right: 20)))
    }
}

/// Notes every instance that received `didMoveToWindow()` with a window.
final class WindowHookSpy: View {
    static let enteredWindow = Locked<Set<ObjectIdentifier>>([])

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { Self.enteredWindow.withLock { _ = $0.insert(ObjectIdentifier(self)) } }
    }
}
