import Foundation
import Testing
@testable import ViewCore

/// A coder for one object's plain values, kept in a dictionary: enough to round-trip a view
/// without subviews through `encode(with:)` and `init(coder:)` without NibArchive. Owned and
/// referenced objects are not supported (and a lone view has none).
final class PlainValueCoder: Coder {
    var values: [String: CodingValue] = [:]

    func encodeValue(_ value: CodingValue?, forKey key: String) {
        if let value { values[key] = value }
    }
    func decodeValue(forKey key: String) throws -> CodingValue? { values[key] }
    func containsValue(forKey key: String) -> Bool { values[key] != nil }
    func encode(_ object: (any Archivable)?, forKey key: String) {}
    func encode(_ objects: [any Archivable], forKey key: String) {}
    func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {}
    func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {}
    func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? { nil }
    func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? { nil }
    func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void) throws {}
    func decodeConditionalObjects<T>(of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void) throws {}
    func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
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
}
