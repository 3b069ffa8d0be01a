import Foundation

/// A rectangle that takes part in layout without being a view, UIKit's `UILayoutGuide`: an
/// invisible spacer or container that constraints can name like a view.
///
/// Add one to a view with `addLayoutGuide(_:)` (the view holds it strongly and becomes its
/// `owningView`), then constrain its anchors. Every view also has three built-in guides,
/// `layoutMarginsGuide`, `safeAreaLayoutGuide` and `readableContentGuide`, made on first use and
/// not listed in `layoutGuides`.
///
/// ```swift
/// let gap = LayoutGuide()
/// row.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 12),
/// ])
/// ```
open class LayoutGuide: Archivable, LayoutItem {
    /// The built-in guides every view has.
    public enum BuiltIn: String, ArchivableEnum, Sendable {
        /// `layoutMarginsGuide`: the bounds inset by the layout margins.
        case layoutMargins
        /// `safeAreaLayoutGuide`: the bounds inset by the safe area (none without a screen).
        case safeArea
        /// `readableContentGuide`: the margins, narrowed to a readable line length.
        case readableContent
        /// A scroll view's `contentLayoutGuide`: the scrollable content, `contentSize` at the origin.
        case contentLayout
        /// A scroll view's `frameLayoutGuide`: the scroll view's own visible rectangle (its bounds).
        case frameLayout
        /// `keyboardLayoutGuide`: where the keyboard is. With the keyboard off screen, as
        /// always here, the band below the safe area, full width (UIKit's guide when no
        /// keyboard shows: its top is the safe area's bottom).
        case keyboard
    }

    /// A name for debugging, printed in constraint descriptions and archived; empty by default.
    open var identifier = ""
    /// The view that holds the guide, set by `addLayoutGuide(_:)` and cleared by
    /// `removeLayoutGuide(_:)`. Held weakly: the view owns the guide, not the reverse.
    public internal(set) weak var owningView: View?
    /// Which built-in guide this is, or nil for a guide made with `init()`.
    public internal(set) var builtIn: BuiltIn?
    /// Keys an archive held for this guide that it did not read.
    public var unarchivedValues = UnarchivedValues()

    var storedLayoutFrame = CGRect.zero
    /// The guide's variables in the layout system; nil until a constraint names it in a pass.
    var layoutNode: LayoutNode?

    /// The width `readableContentGuide` never exceeds: UIKit's value at the default text size.
    public static let readableContentWidth: CGFloat = 672

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {}

    init(builtIn: BuiltIn, owningView: View) {
        self.builtIn = builtIn
        self.owningView = owningView
        identifier = builtIn.identifier
    }

    /// The guide's rectangle in its owning view's coordinates.
    ///
    /// Built-in guides follow their view: `layoutMarginsGuide` is the bounds inset by
    /// `layoutMargins`; `safeAreaLayoutGuide` is the bounds (with no screen there are no bars
    /// or notches, so the safe area insets are zero); `readableContentGuide` is the margins
    /// rectangle, at most `readableContentWidth` wide and centred in it. Sizes never go below
    /// zero. A guide made with `init()` is placed by the constraints naming it at each layout
    /// pass; until the first one it reports the frame it was archived with, `.zero` by default.
    public var layoutFrame: CGRect {
        guard let builtIn else { return storedLayoutFrame }
        guard let view = owningView else { return .zero }
        let bounds = view.storedBounds
        switch builtIn {
        case .safeArea, .frameLayout:
            return bounds
        case .contentLayout:
            return CGRect(origin: .zero, size: (view as? ScrollView)?.contentSize ?? .zero)
        case .keyboard:
            let height = min(max(0, view.safeAreaInsets.bottom), bounds.height)
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        case .layoutMargins:
            return LayoutGuide.clamped(bounds.inset(by: view.layoutMargins))
        case .readableContent:
            var frame = LayoutGuide.clamped(bounds.inset(by: view.layoutMargins))
            if frame.width > LayoutGuide.readableContentWidth {
                frame.origin.x += (frame.width - LayoutGuide.readableContentWidth) / 2
                frame.size.width = LayoutGuide.readableContentWidth
            }
            return frame
        }
    }

    private static func clamped(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.origin.x, y: rect.origin.y, width: max(0, rect.size.width), height: max(0, rect.size.height))
    }

    /// The owning view.
    public var layoutOwningView: View? { owningView }

    var debugName: String {
        if let builtIn, let owningView { return "\(owningView.debugName).\(builtIn.propertyName)" }
        return identifier.isEmpty ? "LayoutGuide" : "LayoutGuide(\"\(identifier)\")"
    }

    // MARK: Coding

    /// Creates a guide from an archive.
    ///
    /// Keys: `identifier` (default empty), `layoutFrame` (default `.zero`; only for guides made
    /// with `init()`). Built-in guides are not archived with their view: a constraint naming one
    /// stores the view and the guide's kind (see `LayoutConstraint+Coding.swift`). Only when
    /// something else references a built-in guide (an outlet) is it archived, as an extra
    /// object with `builtIn` (its kind) and `owningView` (a reference); once references resolve
    /// it becomes that view's built-in guide again, unless the view already made one.
    ///
    /// - Throws: `CodingError` for values of the wrong type or an unknown `builtIn` name.
    public required init(coder: Coder) throws {
        builtIn = try coder.decode(BuiltIn.self, forKey: "builtIn")
        identifier = try coder.decode(String.self, forKey: "identifier") ?? builtIn?.identifier ?? ""
        if let frame = try coder.decode(CGRect.self, forKey: "layoutFrame") { storedLayoutFrame = frame }
        if let builtIn {
            try coder.decodeConditionalObject(of: View.self, forKey: "owningView") { [weak self] view in
                guard let self, let view else { return }
                view.adoptBuiltInGuide(self, as: builtIn)
            }
        }
    }

    /// Writes the identifier and, for guides made with `init()`, the frame; built-in guides write
    /// their kind and owning view instead (their frame is derived).
    open func encode(with coder: Coder) {
        if let builtIn {
            coder.encode(identifier, forKey: "identifier", omittingDefault: builtIn.identifier)
            coder.encode(builtIn, forKey: "builtIn")
            coder.encodeConditionalObject(owningView, forKey: "owningView")
        } else {
            coder.encode(identifier, forKey: "identifier", omittingDefault: "")
            coder.encode(storedLayoutFrame, forKey: "layoutFrame", omittingDefault: .zero)
        }
    }
}

extension LayoutGuide.BuiltIn {
    /// The identifier UIKit gives the guide, without the `UI` prefix.
    var identifier: String {
        switch self {
        case .layoutMargins: "ViewLayoutMarginsGuide"
        case .safeArea: "ViewSafeAreaLayoutGuide"
        case .readableContent: "ViewReadableContentGuide"
        case .contentLayout: "ScrollViewContentLayoutGuide"
        case .frameLayout: "ScrollViewFrameLayoutGuide"
        case .keyboard: "ViewKeyboardLayoutGuide"
        }
    }

    var propertyName: String {
        switch self {
        case .layoutMargins: "layoutMarginsGuide"
        case .safeArea: "safeAreaLayoutGuide"
        case .readableContent: "readableContentGuide"
        case .contentLayout: "contentLayoutGuide"
        case .frameLayout: "frameLayoutGuide"
        case .keyboard: "keyboardLayoutGuide"
        }
    }
}

/// A view's built-in guides, created on first use and kept so their identity is stable.
struct BuiltInLayoutGuides {
    var layoutMargins: LayoutGuide?
    var safeArea: LayoutGuide?
    var readableContent: LayoutGuide?
    var contentLayout: LayoutGuide?
    var frameLayout: LayoutGuide?
    var keyboard: LayoutGuide?

    subscript(kind: LayoutGuide.BuiltIn) -> LayoutGuide? {
        get {
            switch kind {
            case .layoutMargins: layoutMargins
            case .safeArea: safeArea
            case .readableContent: readableContent
            case .contentLayout: contentLayout
            case .frameLayout: frameLayout
            case .keyboard: keyboard
            }
        }
        set {
            switch kind {
            case .layoutMargins: layoutMargins = newValue
            case .safeArea: safeArea = newValue
            case .readableContent: readableContent = newValue
            case .contentLayout: contentLayout = newValue
            case .frameLayout: frameLayout = newValue
            case .keyboard: keyboard = newValue
            }
        }
    }
}
