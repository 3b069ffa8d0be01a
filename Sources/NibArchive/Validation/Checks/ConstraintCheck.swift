import ViewCore

/// Layout constraints that cannot be made, read from the document without creating views.
/// Applies to objects of class `LayoutConstraint` or a registered subclass.
///
/// - items: `firstItem` present, every item naming an object (`NIB0503`) that is a view or a
///   layout guide (`NIB0504`; with an `…Guide` key, a view);
/// - attributes: known names (`NIB0304`, with a suggestion), related the way UIKit allows: the
///   same axis, location with location and dimension with dimension, leading/trailing never
///   with left/right, a location never alone against a constant (`NIB0506`);
/// - the items share a common ancestor in the view hierarchy the document builds (the
///   ownership tree cut at masks and at views a non-view owns, `ValidationContext.superview(of:)`),
///   and the view holding the constraint (in its `constraints`) contains them (`NIB0505`),
///   which is where UIKit installs it.
///
/// The attribute rules are UIKit's, as `LayoutConstraint` applies them in
/// `LayoutConstraint+Attribute.swift`; the axes come from `LayoutConstraint.Attribute.axis`.
public struct ConstraintCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    typealias Attribute = LayoutConstraint.Attribute

    /// The errors for constraints that cannot be made, in document order.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var found: [ArchiveDiagnostic] = []
        for position in context.index.nodes.indices where isConstraint(position, in: context) {
            var constraint = ConstraintFindings(context: context, position: position)
            found += constraint.run()
        }
        return found
    }

    private func isConstraint(_ position: Int, in context: ValidationContext) -> Bool {
        if let type = context.registeredClass(of: position) { return type is LayoutConstraint.Type }
        return context.index.nodes[position].object.className == "LayoutConstraint"
    }
}

/// The checks of one constraint.
private struct ConstraintFindings {
    typealias Attribute = LayoutConstraint.Attribute

    let context: ValidationContext
    let position: Int
    var found: [ArchiveDiagnostic] = []

    init(context: ValidationContext, position: Int) {
        self.context = context
        self.position = position
    }

    var object: ArchiveObject { context.index.nodes[position].object }

    mutating func report(_ code: ArchiveDiagnostic.Code, _ message: String, key: String?) {
        let location = key.flatMap { key in object.entries.first { $0.key == key }?.location } ?? object.location
        found.append(
            context.diagnostic(
                code, message, at: location, objectID: object.id,
                keyPathOf: position, key: key))
    }

    mutating func run() -> [ArchiveDiagnostic] {
        let firstView = item("firstItem")
        let secondView = object["secondItem"] == nil ? nil : item("secondItem")
        if object["firstItem"] == nil {
            report(
                .constraintItemMissing,
                "constraint \(quoted: object.id) has no firstItem; name the view or layout guide it constrains",
                key: nil)
        }
        checkAttributes()
        checkAncestors(first: firstView, second: secondView)
        return found
    }

    // MARK: Items

    /// Checks the item under `key` and returns the position of the view it lays out in (the
    /// view itself, or a guide's owning view); nil when it cannot be told.
    mutating func item(_ key: String) -> Int? {
        guard let value = object[key] else { return nil }
        let target: Int
        switch value {
        case .value(.null): return nil
        case .object(let nested):
            guard let found = context.index.nodeByObject[ObjectIdentifier(nested)] else { return nil }
            target = found
        case .reference(let id):
            if context.index.placeholder(id) != nil {
                report(
                    .constraintItemNotLayoutItem,
                    "\(key) \(quoted: id) is a placeholder, not a view or layout guide of the file", key: key)
                return nil
            }
            guard let found = context.index.nodeByID[id] else {
                report(
                    .constraintItemMissing,
                    "\(key) names \(quoted: id), which no object has"
                        + context.suggestion(for: id, in: layoutItemIDs()), key: key)
                return nil
            }
            target = found
        default:
            report(.constraintItemNotLayoutItem, "\(key) must be a reference to a view or layout guide", key: key)
            return nil
        }
        let targetObject = context.index.nodes[target].object
        let type = context.registeredClass(of: target)
        let isGuide = type.map { $0 is LayoutGuide.Type } ?? (targetObject.className == "LayoutGuide")
        let isView = type.map { $0 is View.Type } ?? !isGuide
        let wantsView = object[key + "Guide"] != nil
        if wantsView ? !isView : !(isView || isGuide) {
            let wanted = wantsView ? "a view (\(key)Guide names one of its built-in guides)" : "a view or layout guide"
            report(
                .constraintItemNotLayoutItem,
                "\(key) \(quoted: targetObject.id) is a \(cut: targetObject.className), not \(wanted)", key: key)
            return nil
        }
        return isGuide ? owningView(ofGuide: target) : target
    }

    /// The ids of the objects that may be constraint items (views, guides, unknown classes):
    /// candidates for "did you mean".
    func layoutItemIDs() -> [String] {
        context.index.nodes.indices.compactMap { position in
            let type = context.registeredClass(of: position)
            guard type == nil || type is View.Type || type is LayoutGuide.Type else { return nil }
            return context.index.nodes[position].object.id
        }
    }

    /// A guide lays out in the view that owns it (its `layoutGuides`), or the one its
    /// `owningView` names (a built-in guide archived on its own).
    func owningView(ofGuide guide: Int) -> Int? {
        let node = context.index.nodes[guide]
        if case .reference(let id)? = node.object["owningView"] { return context.index.nodeByID[id] }
        return node.parent
    }

    // MARK: Attributes

    mutating func attribute(_ key: String) -> Attribute? {
        guard let value = object[key] else { return nil }
        guard case .value(.string(let name)) = value else { return nil }  // the decode check reports the type
        if let attribute = Self.attributes[name] { return attribute }
        let names = Attribute.allCases.map(\.rawValue)
        report(
            .unknownEnumValue, "\(quoted: name) is not a layout attribute" + context.suggestion(for: name, in: names),
            key: key)
        return nil
    }

    /// The attributes by name: `init(rawValue:)` compares the name with each case's in turn,
    /// 1,200 instructions an attribute (callgrind).
    static let attributes = Dictionary(uniqueKeysWithValues: Attribute.allCases.map { ($0.rawValue, $0) })

    mutating func checkAttributes() {
        let hasSecondItem = object["secondItem"] != nil
        guard let first = attribute("firstAttribute") else {
            if object["firstAttribute"] == nil {
                report(.missingValue, "constraint \(quoted: object.id) has no firstAttribute", key: nil)
            }
            return
        }
        let secondPresent = object["secondAttribute"] != nil
        let second: Attribute
        if secondPresent {
            guard let parsed = attribute("secondAttribute") else { return }
            second = parsed
        } else {
            second = .notAnAttribute
        }
        if let (key, code, message) = Self.problem(first: first, second: second, hasSecondItem: hasSecondItem) {
            report(code, message, key: object[key] == nil ? "firstAttribute" : key)
        }
    }

    /// UIKit's rules for relating two attributes (see `LayoutConstraint.attributeProblem`).
    static func problem(first: Attribute, second: Attribute, hasSecondItem: Bool)
        -> (key: String, code: ArchiveDiagnostic.Code, message: String)?
    {
        if first == .notAnAttribute {
            return ("firstAttribute", .constraintAxisMismatch, "the first attribute cannot be notAnAttribute")
        }
        guard hasSecondItem else {
            if second != .notAnAttribute {
                return (
                    "secondAttribute", .constraintItemMissing,
                    "secondAttribute \(second) names an attribute of a missing secondItem"
                )
            }
            if !first.isDimension {
                return (
                    "firstAttribute", .constraintAxisMismatch,
                    "a location (\(first)) cannot be constrained to a constant; give it a secondItem"
                )
            }
            return nil
        }
        if second == .notAnAttribute {
            return (
                "secondAttribute", .constraintAxisMismatch, "a constraint with a secondItem needs a secondAttribute"
            )
        }
        if first.isDimension != second.isDimension {
            return (
                "secondAttribute", .constraintAxisMismatch,
                "a location cannot be related to a dimension (\(first) and \(second))"
            )
        }
        if !first.isDimension {
            if first.axis != second.axis {
                return ("secondAttribute", .constraintAxisMismatch, "\(first) and \(second) lie on different axes")
            }
            // Compared rather than looked up in sets: sets made per constraint cost 3,000
            // instructions each (callgrind).
            func isDirectional(_ attribute: Attribute) -> Bool { attribute == .leading || attribute == .trailing }
            func isAbsolute(_ attribute: Attribute) -> Bool { attribute == .left || attribute == .right }
            let a = first.withoutMargin, b = second.withoutMargin
            if (isDirectional(a) && isAbsolute(b)) || (isAbsolute(a) && isDirectional(b)) {
                return (
                    "secondAttribute", .constraintAxisMismatch,
                    "leading/trailing cannot be related to left/right (\(first) and \(second)); use one pair for both"
                )
            }
        }
        return nil
    }

    // MARK: Ancestors

    mutating func checkAncestors(first: Int?, second: Int?) {
        let items = [("firstItem", first), ("secondItem", second)].compactMap { key, view in view.map { (key, $0) } }
        let index = context.index
        if items.count == 2, context.viewRoot(of: items[0].1) != context.viewRoot(of: items[1].1) {
            let a = index.nodes[items[0].1].object.id, b = index.nodes[items[1].1].object.id
            let sameOwner = root(of: items[0].1) == root(of: items[1].1)
            report(
                .constraintNoCommonAncestor,
                "the items \(quoted: a) and \(quoted: b) share no common ancestor"
                    + (sameOwner
                        ? " in the view hierarchy (one is not a subview of the other's tree: a mask, or a view a non-view owns)"
                        : "") + "; a constraint relates views of one tree",
                key: "secondItem")
            return
        }
        // A constraint in a view's `constraints` is installed there: that view must contain its items.
        guard let holder = index.nodes[position].parent, index.nodes[position].key == "constraints",
            context.isView(holder)
        else { return }
        for (key, view) in items where !context.isViewAncestorOrSelf(holder, of: view) {
            let holderID = index.nodes[holder].object.id
            let itemID = index.nodes[view].object.id
            var message =
                "constraint \(quoted: object.id) is held by \(quoted: holderID), which does not contain its \(key) \(quoted: itemID)"
            if let common = context.nearestCommonSuperview(items.map(\.1)) {
                message += "; move it to \(quoted: index.nodes[common].object.id)"
            }
            report(.constraintNoCommonAncestor, message, key: key)
            return
        }
    }

    func root(of position: Int) -> Int {
        context.index.ancestors(of: position).last ?? position
    }
}
