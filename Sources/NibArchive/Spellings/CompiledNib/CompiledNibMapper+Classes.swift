extension CompiledNibMapper {
    /// AppKit's view classes as the Xcode reader names them (`Formats/xcode.md`, "Objects and
    /// classes"); other AppKit classes keep their name.
    static let appKitClasses: [String: String] = {
        var table: [String: String] = [:]
        for name in [
            "NSView", "NSCustomView", "NSBox", "NSClipView", "NSSplitView", "NSTabView", "NSVisualEffectView",
            "NSTableCellView", "NSTableHeaderView", "NSScroller", "NSGridView", "NSProgressIndicator", "NSRulerView",
        ] {
            table[name] = "View"
        }
        for name in [
            "NSTableView", "NSOutlineView", "NSImageView", "NSDatePicker", "NSStepper", "NSPathControl",
            "NSLevelIndicator", "NSColorWell", "NSMatrix", "NSBrowser",
        ] {
            table[name] = "Control"
        }
        for name in ["NSTextField", "NSSecureTextField", "NSComboBox", "NSSearchField", "NSTokenField"] {
            table[name] = "TextField"
        }
        let others = [
            "NSButton": "Button", "NSPopUpButton": "Button", "NSScrollView": "ScrollView", "NSTextView": "TextView",
            "NSStackView": "StackView", "NSSlider": "Slider", "NSSwitch": "Switch",
            "NSSegmentedControl": "SegmentedControl", "NSCollectionView": "CollectionView",
            "NSWindowTemplate": "Window", "NSViewController": "ViewController",
            "NSLayoutConstraint": "LayoutConstraint", "NSLayoutGuide": "LayoutGuide",
            "NSCustomObject": "CustomObject",
        ]
        table.merge(others) { $1 }
        return table
    }()

    /// UIKit's classes without `UI`, as the Xcode reader names them (`UILabel` -> `Label`);
    /// `NSLayoutConstraint` is `LayoutConstraint`, a cell's or an effect view's content view a
    /// `View`, MapKit's `MKMapView` a `MapView`.
    static func uiKitName(_ name: String) -> String {
        switch name {
        case "NSLayoutConstraint", "_UILayoutSupportConstraint": return "LayoutConstraint"
        case "_UILayoutGuide", "UILayoutGuide": return "LayoutGuide"
        case "UITableViewCellContentView", "_UIVisualEffectContentView": return "View"
        // MapKit's view, which the Xcode reader names after an iOS `<mapView>`.
        case "MKMapView": return "MapView"
        case "NSObject": return "CustomObject"
        default: break
        }
        if name.hasPrefix("UI"), let third = name.dropFirst(2).first, third.isUppercase {
            return String(name.dropFirst(2))
        }
        return name
    }

    /// The class, module and base class object `index` maps to: a class swapper's (or custom
    /// object's, or window's) custom class over the archived class.
    func classNames(_ index: Int) -> (name: String, module: String?, base: String?) {
        let archived = graph.className(index)
        let mapName: (String) -> String = { [platform] name in
            platform == .uiKit ? Self.uiKitName(name) : Self.appKitClasses[name] ?? name
        }
        var custom: String?
        var original = archived
        switch archived {
        case "UIClassSwapper":
            custom = graph.string(index, "UIClassName")
            original = graph.string(index, "UIOriginalClassName") ?? "UIView"
        case "NSClassSwapper":
            custom = graph.string(index, "NSClassName")
            original = graph.string(index, "NSOriginalClassName") ?? "NSView"
        case "NSCustomView", "NSCustomObject":
            custom = graph.string(index, "NSClassName")
        case "NSWindowTemplate":
            custom = graph.string(index, "NSWindowClass").flatMap { $0 == "NSWindow" ? nil : $0 }
        default: break
        }
        let base = mapName(original)
        guard let custom, custom != original, !(archived == "NSCustomObject" && custom == "NSObject") else {
            return (base, nil, nil)
        }
        // An AppKit custom view or class swapper naming a framework class (`NSView`) is that
        // class. A UIKit one keeps the name, as the Xcode reader keeps `customClass="UIButton"`
        // on a `<view>`.
        if platform == .appKit, mapName(custom) != custom { return (mapName(custom), nil, nil) }
        let (module, name) = Self.demangled(custom)
        return (name, module, base)
    }

    /// A Swift class's runtime name as `Module.Class` parts: `_TtC10TestModule10MyDelegate` is
    /// (`TestModule`, `MyDelegate`), `Module.Class` is split at its dot; other names have no
    /// module. Nested classes (`_TtCC…`) keep the outer class in the name (`Outer.Inner`).
    static func demangled(_ name: String) -> (module: String?, name: String) {
        if let dot = name.firstIndex(of: "."), !name.hasPrefix("_Tt") {
            return (String(name[..<dot]), String(name[name.index(after: dot)...]))
        }
        guard name.hasPrefix("_TtC") else { return (nil, name) }
        var rest = Substring(name.dropFirst(3))
        var nesting = 0
        while rest.first == "C" {
            nesting += 1
            rest = rest.dropFirst()
        }
        var parts: [String] = []
        while let digitsEnd = rest.firstIndex(where: { !$0.isNumber }), digitsEnd != rest.startIndex,
            let count = Int(rest[..<digitsEnd]), count > 0, rest.distance(from: digitsEnd, to: rest.endIndex) >= count
        {
            let end = rest.index(digitsEnd, offsetBy: count)
            parts.append(String(rest[digitsEnd..<end]))
            rest = rest[end...]
        }
        // The module, then one name per nesting level; anything else is not a plain class name.
        guard rest.isEmpty, parts.count == nesting + 1 else { return (nil, name) }
        return (parts[0], parts.dropFirst().joined(separator: "."))
    }
}
