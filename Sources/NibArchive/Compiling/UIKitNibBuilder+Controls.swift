import Foundation

extension UIKitNibBuilder {
    /// A Boolean attribute and what it archives: when `attribute` is `when` (the value that
    /// differs from what UIKit decodes for an absent key), `archived` is written as `value`.
    typealias Flag = (attribute: String, when: String, archived: String, value: Bool)

    /// A named attribute and the integer it archives as: `values` by the name a document gives.
    typealias Numbered = (attribute: String, key: String, values: [String: Int])

    /// Writes each of `fields` that `element` has as its integer on `object`, left out when it
    /// is `absent`, what UIKit decodes for a missing key.
    ///
    /// - Throws: `NIB0801` for a name `values` lacks.
    mutating func setNumbered(
        _ fields: [Numbered], of element: XMLElementNode, on object: NibObjectGraph.Ref, absent: Int = 0
    ) throws(ArchiveReadError) {
        for (attribute, key, values) in fields {
            guard let value = try numbered(element, attribute, in: values), value != absent else { continue }
            graph.set(object, key, NibObjectGraph.integer(value))
        }
    }

    /// The number `values` gives the name in `attribute`, nil when the element has none.
    ///
    /// - Throws: `NIB0801` for a name `values` lacks.
    func numbered(_ element: XMLElementNode, _ attribute: String, in values: [String: Int]) throws(ArchiveReadError)
        -> Int?
    {
        guard let name = element[attribute] else { return nil }
        guard let value = values[name] else { throw invalid(element, attribute) }
        return value
    }

    /// Writes each of `flags` that `element` sets on `object`.
    mutating func setFlags(_ flags: [Flag], of element: XMLElementNode, on object: NibObjectGraph.Ref) {
        for flag in flags where element.attribute(flag.attribute, is: flag.when) {
            graph.set(object, flag.archived, .bool(flag.value))
        }
    }

    /// What every `UIControl` archives (WinObjC's `UIControl.mm` `initWithCoder:`): the content
    /// alignments when not centred, and `UIDisabled`, `UISelected`, `UIHighlighted` when set.
    ///
    /// - Throws: `NIB0801` for an alignment with no archived form.
    mutating func controlAttributes(_ element: XMLElementNode, control: NibObjectGraph.Ref) throws(ArchiveReadError) {
        try setNumbered(Self.contentAlignments, of: element, on: control)
        setFlags(
            [
                ("enabled", "NO", "UIDisabled", true), ("selected", "YES", "UISelected", true),
                ("highlighted", "YES", "UIHighlighted", true),
            ], of: element, on: control)
    }

    /// `UIStackView.Distribution` and `.Alignment` by name (`top` and `leading` are one value,
    /// as are `bottom` and `trailing`).
    static let stackDistributions = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    static let stackAlignments = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
        "lastBaseline": 5,
    ]

    /// `UIActivityIndicatorView.Style` by name.
    static let activityIndicatorStyles = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]

    /// The attributes of the elements this file compiles that have no known archived form: a
    /// file that sets one is refused rather than compiled without it.
    static let unarchivedAttributes: [String: Set<String>] = [
        "scrollView": ["automaticallyAdjustsScrollIndicatorInsets"],
        "tableView": ["automaticallyAdjustsScrollIndicatorInsets"],
        "collectionView": ["automaticallyAdjustsScrollIndicatorInsets"],
        "textView": ["automaticallyAdjustsScrollIndicatorInsets"],
        "segmentedControl": ["apportionsSegmentWidthsByContent"],
        "slider": ["minValueImage", "maxValueImage"],
        // tvOS's focus effect on an image: no decoder we read names its key.
        "imageView": ["adjustsImageWhenAncestorFocused"],
    ]

    /// `UIStackViewSpacingUseSystem`: the spacing that asks UIKit for the system's, the
    /// smallest normal `Float` (Multi-OS Engine's `UIKit` bindings, generated from the SDK).
    static let systemStackSpacing = Double(Float.leastNormalMagnitude)

    /// The spacing a `<stackView>` archives: `spacingType="standard"` as the system's, else
    /// its `spacing`, 0 when it gives none.
    private func stackSpacing(_ element: XMLElementNode) throws(ArchiveReadError) -> Double {
        switch element["spacingType"] {
        case nil: try number(element, "spacing") ?? 0
        case "standard": Self.systemStackSpacing
        default: throw invalid(element, "spacingType")
        }
    }

    /// The keys of a `<stackView>`, `<switch>`, `<slider>`, `<stepper>`, `<pickerView>`,
    /// `<progressView>`, `<activityIndicatorView>` or scroll view (`scrollViewKeys`) as UIKit's
    /// coders read and write them (UIKitCore's `initWithCoder:` and `encodeWithCoder:` as
    /// published decompilations show them; WinObjC's `UISwitch.mm`, `UISlider.mm`,
    /// `UIActivityIndicatorView.mm`; xib2nib). `subviews` are a stack view's subviews, which are
    /// all arranged in a document.
    ///
    /// - Throws: `NIB0801` for a value with no archived form, or an attribute of any view element
    ///   in `unarchivedAttributes` (a row that keeps its accessory while editing, say).
    mutating func controlKeys(
        _ element: XMLElementNode, view: NibObjectGraph.Ref, subviews: [NibObjectGraph.Ref]
    ) throws(ArchiveReadError) {
        for attribute in Self.unarchivedAttributes[element.name] ?? [] where element.has(attribute) {
            throw invalid(element, attribute)
        }
        switch element.name {
        case "stackView":
            // `-[UIStackView encodeWithCoder:]` (published decompilations) writes every key but
            // an empty arrangement.
            if !subviews.isEmpty {
                graph.set(view, "UIStackViewArrangedSubviews", graph.collection("NSArray", subviews))
            }
            graph.set(
                view, "UIStackViewAxis", NibObjectGraph.integer(element.attribute("axis", is: "vertical") ? 1 : 0))
            for (attribute, key, values) in [
                ("distribution", "UIStackViewDistribution", Self.stackDistributions),
                ("alignment", "UIStackViewAlignment", Self.stackAlignments),
            ] {
                guard let value = values[element[attribute] ?? "fill"] else { throw invalid(element, attribute) }
                graph.set(view, key, NibObjectGraph.integer(value))
            }
            graph.set(view, "UIStackViewSpacing", .double(try stackSpacing(element)))
            for (attribute, key) in [
                ("baselineRelativeArrangement", "UIStackViewBaselineRelative"),
                ("layoutMarginsRelativeArrangement", "UIStackViewLayoutMarginsRelative"),
            ] {
                graph.set(view, key, .bool(element.attribute(attribute, is: "YES")))
            }
        case "refreshControl":
            try controlAttributes(element, control: view)
            // `-[UIRefreshControl encodeWithCoder:]` always writes its style, and its decoder
            // reads 0 as 2: both are the one style Interface Builder offers.
            graph.set(view, "UIRefreshControlStyle", NibObjectGraph.integer(2))
        case "switch":
            try controlAttributes(element, control: view)
            // `-[UISwitch initWithCoder:]` sets its enabled state from `UISwitchEnabled` alone,
            // absent meaning off; its encoder writes it when enabled.
            if !element.attribute("enabled", is: "NO") { graph.set(view, "UISwitchEnabled", .bool(true)) }
            setFlags([("on", "YES", "UISwitchOn", true)], of: element, on: view)
        case "slider":
            try controlAttributes(element, control: view)
            for (attribute, key) in [("value", "UIValue"), ("minValue", "UIMinValue"), ("maxValue", "UIMaxValue")] {
                if let value = try number(element, attribute) { graph.set(view, key, .float(Float(value))) }
            }
            // `-[UISlider encodeWithCoder:]` writes this only when off.
            setFlags([("continuous", "NO", "UIContinuous", false)], of: element, on: view)
        case "stepper":
            // `-[UIStepper encodeWithCoder:]` (published decompilations of UIKitCore): each value
            // as a double when not the stepper's own (0, 0, 100, 1), the flags when not
            // continuous, not repeating, or wrapping.
            try controlAttributes(element, control: view)
            for (attribute, key, standard) in [
                ("value", "UIValue", 0.0), ("minimumValue", "UIMinimumValue", 0),
                ("maximumValue", "UIMaximumValue", 100),
                ("stepValue", "UIStepValue", 1),
            ] {
                if let value = try number(element, attribute), value != standard {
                    graph.set(view, key, .double(value))
                }
            }
            setFlags(
                [
                    ("continuous", "NO", "UIContinuous", false), ("autorepeat", "NO", "UIAutorepeat", false),
                    ("wraps", "YES", "UIWraps", true),
                ], of: element, on: view)
        case "pickerView":
            // `-[UIPickerView encodeWithCoder:]` (published decompilations) writes the selection
            // bar only when shown; its rows come from its data source at run time.
            setFlags([("showsSelectionIndicator", "YES", "UIShowsSelectionBar", true)], of: element, on: view)
        case "progressView":
            // `-[UIProgressView encodeWithCoder:]` (published decompilations): the style and the
            // progress, each when not 0.
            try setNumbered(
                [("progressViewStyle", "UIProgressViewStyle", ["default": 0, "bar": 1])], of: element, on: view)
            if let progress = try number(element, "progress"), progress != 0 {
                graph.set(view, "UIProgress", .float(Float(progress)))
            }
            for (attribute, key) in [
                ("progressImage", "UIProgressProgressImage"), ("trackImage", "UIProgressTrackImage"),
            ] {
                if let name = element[attribute] { graph.set(view, key, try imagePlaceholder(name, of: element)) }
            }
        case "activityIndicatorView":
            if let name = element["style"] {
                guard let style = Self.activityIndicatorStyles[name] else { throw invalid(element, "style") }
                graph.set(view, "UIActivityIndicatorViewStyle", NibObjectGraph.integer(style))
            }
            setFlags([("animating", "YES", "UIAnimating", true)], of: element, on: view)
            if let hides = element["hidesWhenStopped"] { graph.set(view, "UIHidesWhenStopped", .bool(hides == "YES")) }
        case "datePicker": try datePickerKeys(element, picker: view)
        case "scrollView", "tableView", "collectionView", "textView": try scrollViewKeys(element, view: view)
        default: break
        }
    }
}
