import Foundation

extension UIKitNibBuilder {
    /// The UIKit class each view element archives as.
    static let viewClasses = [
        "view": "UIView", "imageView": "UIImageView", "label": "UILabel", "button": "UIButton",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "activityIndicatorView": "UIActivityIndicatorView", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "segmentedControl": "UISegmentedControl",
        "searchBar": "UISearchBar", "stepper": "UIStepper", "toolbar": "UIToolbar",
        "progressView": "UIProgressView", "pickerView": "UIPickerView", "containerView": "UIView",
        "mapView": "MKMapView", "visualEffectView": "UIVisualEffectView", "webView": "UIWebView",
        "refreshControl": "UIRefreshControl", "datePicker": "UIDatePicker",
        // A collection view cell's content view as Xcode 11 and later write it: a plain view
        // (`+[UICollectionViewCell _contentViewClass]`).
        "collectionViewCellContentView": "UIView",
    ]

    /// The colours a class archives under a key of its own, by the document's key.
    ///
    /// `UISeparatorColor` and `UIBarTintColor` are the keys davidquesada/ibtool, fitted on
    /// ibtool's output, writes for `separatorColor` and `barTintColor` (a search bar's too, as
    /// `-[UISearchBar encodeWithCoder:]` writes it); a table's section index colours and a
    /// slider's track and thumb tints are those `-[UITableView encodeWithCoder:]` and
    /// `-[UISlider encodeWithCoder:]` write and a switch's on and thumb tints those
    /// `-[UISwitch initWithCoder:]` reads (published decompilations; xibdump maps them to the
    /// same attributes), a tab bar's selected and unselected item tints those
    /// `-[UITabBar encodeWithCoder:]` writes; an activity indicator's
    /// `color` is its `UIColor`, as a UIKit port's decoder, read off ibtool's output, reads it.
    static let classColorKeys = [
        "UITableView": [
            "separatorColor": "UISeparatorColor", "sectionIndexColor": "UISectionIndexColor",
            "sectionIndexBackgroundColor": "UISectionIndexBackgroundColor",
            "sectionIndexTrackingBackgroundColor": "UISectionIndexTrackingBackgroundColor",
        ],
        "UISlider": [
            "minimumTrackTintColor": "UIMinimumTintColor", "maximumTrackTintColor": "UIMaximumTintColor",
            "thumbTintColor": "UIThumbTintColor",
        ],
        "UINavigationBar": ["barTintColor": "UIBarTintColor"],
        "UITabBar": [
            "barTintColor": "UIBarTintColor", "selectedImageTintColor": "UISelectedImageTintColor",
            "unselectedItemTintColor": "UIBarUnselectedImageTintColor",
        ],
        "UIActivityIndicatorView": ["color": "UIColor"],
        "UISwitch": ["onTintColor": "UISwitchOnTintColor", "thumbTintColor": "UISwitchThumbTintColor"],
        "UISearchBar": ["barTintColor": "UIBarTintColor"],
        // `-[UISegmentedControl initWithCoder:]` (published decompilations of UIKitCore 26.1).
        "UISegmentedControl": ["selectedSegmentTintColor": "UISegmentedControlSelectedSegmentTintColor"],
        "UIToolbar": ["barTintColor": "UIBarTintColor"],
        "UIProgressView": [
            "trackTintColor": "UIProgressTrackTintColor", "progressTintColor": "UIProgressProgressTintColor",
        ],
    ]

    /// Compiles a view element and its subviews, listing each object followed by the
    /// constraints it holds; returns the view.
    mutating func view(_ element: XMLElementNode, superview: NibObjectGraph.Ref?) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        guard let className = Self.viewClasses[element.name] else { throw unsupported(element) }
        let view = newObject(className, for: element)
        if let frame = element.child("rect"), frame["key"] == "frame" {
            let x = try number(frame, "x") ?? 0
            let y = try number(frame, "y") ?? 0
            let width = try number(frame, "width") ?? 0
            let height = try number(frame, "height") ?? 0
            graph.set(view, "UIBounds", .data(Self.doubles([0, 0, width, height])))
            graph.set(view, "UICenter", .data(Self.doubles([x + width / 2, y + height / 2])))
        } else if let inset = element.children.first(where: { $0["key"] == "frameInset" }) {
            // Xcode 8's frame; one measured from the far edges has no known size here.
            guard let frame = XcodeValues.frameInset(inset) else { throw unsupported(inset) }
            graph.set(view, "UIBounds", .data(Self.doubles([0, 0, frame.width, frame.height])))
            graph.set(view, "UICenter", .data(Self.doubles([frame.midX, frame.midY])))
        }
        var subviews: [NibObjectGraph.Ref] = []
        var constraintElements: [XMLElementNode] = []
        var states: [Int: NibObjectGraph.Ref] = [:]
        var supplementary: [(key: String, element: XMLElementNode)] = []
        var segmentViews: [NibObjectGraph.Ref] = []
        var uninstalled: Set<String> = []
        for child in element.children {
            if child.name == "color", let key = Self.classColorKeys[className]?[child["key"] ?? ""] {
                graph.set(view, key, try color(child))
                continue
            }
            // A table's or a row's own separator inset: `-[UITableView encodeWithCoder:]` writes
            // any but the automatic one, which a document gives by writing none
            // (davidquesada/ibtool's key).
            if child.name == "inset", child["key"] == "separatorInset",
                className == "UITableView" || className == "UITableViewCell"
            {
                graph.set(view, "UISeparatorInset", .data(Self.doubles(try edgeInsets(child))))
                continue
            }
            // A scroll view's indicator insets, in the form of the separator inset (xibdump's
            // decoder of real nibs reads `UIScrollIndicatorInsets` so).
            if child.name == "inset", child["key"] == "scrollIndicatorInsets",
                ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(className)
            {
                graph.set(view, "UIScrollIndicatorInsets", .data(Self.doubles(try edgeInsets(child))))
                continue
            }
            switch child.name {
            case "color" where child["key"] == "backgroundColor":
                graph.set(view, "UIBackgroundColor", try color(child))
            case "color" where child["key"] == "tintColor":
                graph.set(view, "UITintColor", try color(child))
            case "accessibility" where child["key"] == "accessibilityConfiguration":
                try accessibilityConfiguration(child, of: view)
            case "constraints": constraintElements = Array(child.children)
            case "variation" where child["key"] == "default": uninstalled = try uninstalledConstraints(child)
            case "segments" where className == "UISegmentedControl":
                let style = Self.segmentedControlStyles[element["segmentControlStyle"] ?? "plain"] ?? 0
                segmentViews = try segments(child, style: style)
            case "rect", "autoresizingMask", "subviews", "connections", "point": continue
            // Interface Builder's marker of a view with recognizers, which its `gestureRecognizers`
            // outlet collection attaches.
            case "gestureRecognizers" where child.children.isEmpty: continue
            case "userDefinedRuntimeAttributes": try runtimeAttributes(child, of: view)
            // An empty marker some Xcode versions write: nothing to archive.
            case "animations" where child.children.isEmpty: continue
            // Before iOS 11 the constraints that name the guide name its stand-in instead.
            case "viewLayoutGuide" where child["key"] == "safeArea" && safeAreaStandIns != nil: continue
            case "viewLayoutGuide" where child["key"] == "safeArea":
                graph.set(
                    view, "UIViewLayoutGuides", graph.collection("NSMutableArray", [safeAreaGuide(child, view: view)]))
            // A tab bar a controller fills with its children's items.
            case "items" where className == "UITabBar" && child.children.isEmpty: continue
            // A free-standing tab bar's own items (`-[UITabBar encodeWithCoder:]` writes `UIItems`,
            // published decompilations of UIKitCore 26.1).
            case "items" where className == "UITabBar":
                var items: [NibObjectGraph.Ref] = []
                for item in child.children {
                    guard item.name == "tabBarItem" else { throw unsupported(item) }
                    items.append(try tabBarItem(item))
                }
                graph.set(view, "UIItems", graph.collection("NSArray", items))
            // A toolbar's own items (`-[UIToolbar encodeWithCoder:]`, xib2nib's `UIToolbar.cpp`),
            // a navigation bar's navigation items (WinObjC's `UINavigationBar.mm`, xib2nib).
            case "items" where className == "UIToolbar": graph.set(view, "UIItems", try barButtonItems(child))
            case "textAttributes" where className == "UINavigationBar":
                try titleTextAttributes(child, of: view)
            case "items" where className == "UINavigationBar":
                var items: [NibObjectGraph.Ref] = []
                for item in child.children {
                    guard item.name == "navigationItem" else { throw unsupported(item) }
                    items.append(try navigationItem(item))
                }
                graph.set(view, "UIItems", graph.collection("NSArray", items))
            // A view's own layout margins (the key a UIKit port's decoder, read off ibtool's
            // output, reads): top, left, bottom, right.
            case "edgeInsets" where child["key"] == "layoutMargins":
                let margins = try ["top", "left", "bottom", "right"].map { name throws(ArchiveReadError) in
                    try number(child, name) ?? 0
                }
                graph.set(view, "UIViewLayoutMargins", .data(Self.doubles(margins)))
            // Directional margins: the same key holding top, leading, bottom, trailing, marked
            // directional (the keys a public decompiler of real nibs and a public UIKit port read;
            // UIKit keeps them as left and right margins, swapped right to left).
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                let margins = try ["top", "leading", "bottom", "trailing"].map { name throws(ArchiveReadError) in
                    try number(child, name) ?? 0
                }
                graph.set(view, "UIViewLayoutMargins", .data(Self.doubles(margins)))
                graph.set(view, "UIViewLayoutMarginsAreDirectional", .bool(true))
            // Xcode 8's frame, archived above.
            case "frame" where child["key"] == "frameInset": continue
            // What Interface Builder simulates around a view (status bar, size), and a comment
            // for localizers (the strings export's): design-time only.
            case _ where child["key"]?.hasPrefix("simulated") == true: continue
            case _ where child["key"] == Self.commentKey: continue
            // An SF Symbol at a scale or in a rendering mode, as an image view's image.
            case "imageReference" where className == "UIImageView":
                let keys = ["image": "UIImage", "highlightedImage": "UIHighlightedImage"]
                guard let key = keys[child["key"] ?? ""], !element.has(child["key"] ?? "") else {
                    throw unsupported(child)
                }
                graph.set(view, key, try imageReference(child))
            case _ where className == "UIDatePicker":
                guard try datePickerChild(child, of: view, element: element) else { throw unsupported(child) }
            case _ where className == "UILabel":
                guard try labelChild(child, of: view) else { throw unsupported(child) }
            case _ where className == "UIButton":
                guard try buttonChild(child, of: view, states: &states) else { throw unsupported(child) }
            case _ where className == "UITextField":
                guard try textFieldChild(child, of: view) else { throw unsupported(child) }
            // A text view's text as a string element, read with its attributes.
            case "string" where className == "UITextView" && child["key"] == "text": continue
            case _ where className == "UITextView":
                guard try textViewChild(child, of: view) else { throw unsupported(child) }
            case "dataDetectorType" where className == "UIWebView" && child["key"] == "dataDetectorTypes":
                try dataDetectors(child, of: view)
            case _ where className == "UIVisualEffectView":
                guard try visualEffectChild(child, of: view) else { throw unsupported(child) }
            case _ where className == "UISearchBar":
                guard try searchBarChild(child, of: view) else { throw unsupported(child) }
            case _ where className == "UITableView":
                guard try tableChild(child, of: view) else { throw unsupported(child) }
            case _ where className == "UICollectionView":
                guard try collectionChild(child, of: view, supplementary: &supplementary) else {
                    throw unsupported(child)
                }
            // The size Interface Builder shows a collection view cell at: the layout decides.
            case "size" where className == "UICollectionViewCell" && child["key"] == "customSize": continue
            case "tableViewCellContentView" where className == "UITableViewCell" && child["key"] == "contentView",
                "view" where className == "UICollectionViewCell" && child["key"] == "contentView",
                "collectionViewCellContentView"
            where className == "UICollectionViewCell" && child["key"] == "contentView":
                let content = try self.view(child, superview: view)
                subviews.append(content)
                graph.set(view, "UIContentView", content)
            default: throw unsupported(child)
            }
        }
        subviews += segmentViews
        // An effect view's views go in its content view, which UIKit installs; Interface
        // Builder writes none beside it.
        if className == "UIVisualEffectView", let stray = element.child("subviews")?.children.first {
            throw unsupported(stray)
        }
        // `-[UIView initWithCoder:]` (published decompilations) reads an absent `UIDeepDrawRect`
        // as off, and `UIClearsContextBeforeDrawing` only when present, on by default.
        graph.set(view, "UIDeepDrawRect", .bool(true))
        if element.attribute("clearsContextBeforeDrawing", is: "NO") {
            graph.set(view, "UIClearsContextBeforeDrawing", .bool(false))
        }
        if let alpha = try number(element, "alpha"), alpha != 1 { graph.set(view, "UIAlpha", .float(Float(alpha))) }
        if !element.attribute("opaque", is: "NO") { graph.set(view, "UIOpaque", .bool(true)) }
        if element.attribute("hidden", is: "YES") { graph.set(view, "UIHidden", .bool(true)) }
        if element.attribute("userInteractionEnabled", is: "NO") {
            graph.set(view, "UIUserInteractionDisabled", .bool(true))
        }
        if element.attribute("multipleTouchEnabled", is: "YES") {
            graph.set(view, "UIMultipleTouchEnabled", .bool(true))
        }
        if !element.attribute("autoresizesSubviews", is: "NO") { graph.set(view, "UIAutoresizeSubviews", .bool(true)) }
        let mask = autoresizingMask(element.child("autoresizingMask"))
        if mask != 0 { graph.set(view, "UIAutoresizingMask", NibObjectGraph.integer(mask)) }
        if let mode = element["contentMode"] {
            guard let value = Self.contentModes[mode] else { throw unsupported(element) }
            if value != 0 { graph.set(view, "UIContentMode", NibObjectGraph.integer(value)) }
        }
        if let tag = element["tag"], let value = Int(tag), value != 0 {
            graph.set(view, "UITag", NibObjectGraph.integer(value))
        }
        if element.attribute("clipsSubviews", is: "YES") { graph.set(view, "UIClipsToBounds", .bool(true)) }
        // davidquesada/ibtool's key for any object's restoration identifier.
        if let restoration = element["restorationIdentifier"] {
            graph.set(view, "UIRestorationIdentifier", graph.string(restoration))
        }
        // The keys a UIKit port's decoder, its keys read off ibtool's output, finds in real
        // nibs, and xibdump's decoder of real nibs maps to these attributes.
        setFlags(
            [
                ("preservesSuperviewLayoutMargins", "YES", "UIViewPreservesSuperviewMargins", true),
                ("layoutMarginsFollowReadableWidth", "YES", "UIViewLayoutMarginsFollowReadableWidth", true),
            ], of: element, on: view)
        if element.attribute("insetsLayoutMarginsFromSafeArea", is: "NO") {
            graph.set(view, "UIViewInsetsLayoutMarginsFromSafeArea", .bool(false))
        }
        if element.attribute("translatesAutoresizingMaskIntoConstraints", is: "NO") {
            graph.set(view, "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true))
        }
        // A view's own constraints follow it in the object list, then the controller's layout
        // guides, then its subviews; constraints name their items by id, resolved at the end.
        let subviewIDs = (element.child("subviews").map { Array($0.children) } ?? []).compactMap { $0["id"] }
        let isInstalled = { (constraint: XMLElementNode) in !uninstalled.contains(constraint["id"] ?? "") }
        if let stray = uninstalled.subtracting(constraintElements.compactMap { $0["id"] }).min() {
            throw error(
                .unsupportedElement, "<variation> leaves out \(stray), none of this view's constraints", at: element)
        }
        let own = try constraints(constraintElements.filter(isInstalled), holder: element, subviewIDs: subviewIDs)
        // Uninstalled ones are archived, so that an outlet gets one (inactive, as UIKit gives
        // it), but no view holds them, so nothing installs them.
        let idle = try constraints(constraintElements.filter { !isInstalled($0) }, holder: element, subviewIDs: [])
        listed += own + idle
        var guides: [NibObjectGraph.Ref] = []
        var guideConstraints: [NibObjectGraph.Ref] = []
        if superview == nil {
            var made = try layoutGuides.map { guide throws(ArchiveReadError) in try layoutGuide(guide, view: view) }
            for (isTop, id) in standInGuides(of: element) {
                made.append(layoutGuide(isTop: isTop, id: id, view: view))
            }
            guides = made.map(\.guide)
            guideConstraints = made.flatMap(\.constraints)
            layoutGuides = []
        }
        listed += guides
        for child in (element.child("subviews").map { Array($0.children) } ?? []) {
            subviews.append(try self.view(child, superview: view))
        }
        if !subviews.isEmpty || !guides.isEmpty {
            graph.set(view, "UISubviews", graph.collection("NSMutableArray", subviews + guides))
        }
        if !own.isEmpty || !guideConstraints.isEmpty {
            graph.set(view, "UIViewAutolayoutConstraints", graph.collection("NSMutableArray", guideConstraints + own))
        }
        let hugging = (element["horizontalHuggingPriority"] ?? "250", element["verticalHuggingPriority"] ?? "250")
        if hugging != ("250", "250") {
            graph.set(view, "UIViewContentHuggingPriority", graph.string("{\(hugging.0), \(hugging.1)}"))
        }
        let resistance = (
            element["horizontalCompressionResistancePriority"] ?? "750",
            element["verticalCompressionResistancePriority"] ?? "750"
        )
        if resistance != ("750", "750") {
            graph.set(
                view, "UIViewContentCompressionResistancePriority", graph.string("{\(resistance.0), \(resistance.1)}"))
        }
        let semantic = Self.semanticContentAttributes[element["semanticContentAttribute"] ?? "unspecified"] ?? 0
        graph.set(view, "UIViewSemanticContentAttribute", NibObjectGraph.integer(semantic))
        graph.set(view, "UIViewLargeContentStoredProperties", .null)
        if className == "UILabel" { try labelAttributes(element, label: view) }
        if className == "UIButton" { try buttonAttributes(element, button: view, states: states) }
        if className == "UITextField" { try textFieldAttributes(element, field: view) }
        if className == "UITextView" { try textViewAttributes(element, textView: view) }
        if className == "UITableView" { try tableAttributes(element, table: view) }
        if className == "UITableViewCell" { try cellAttributes(element, cell: view) }
        if className == "MKMapView" { try mapViewAttributes(element, map: view) }
        if className == "UIWebView" { try webViewAttributes(element, webView: view) }
        if className == "UICollectionView" {
            try collectionAttributes(element, collection: view, supplementary: supplementary)
        }
        if className == "UICollectionViewCell" || className == "UICollectionReusableView",
            let reuse = element["reuseIdentifier"]
        {
            graph.set(view, "UIReuseIdentifier", graph.string(reuse))
        }
        if ["UINavigationBar", "UITabBar", "UIToolbar"].contains(className) { try barAttributes(element, bar: view) }
        try controlKeys(element, view: view, subviews: subviews)
        if className == "UISearchBar" { try searchBarAttributes(element, bar: view) }
        if className == "UISegmentedControl" {
            try segmentedControlKeys(element, control: view, segments: segmentViews)
        }
        // `-[UIImageView initWithCoder:]` reads its images and its highlighted state.
        for (attribute, key) in [("image", "UIImage"), ("highlightedImage", "UIHighlightedImage")] {
            guard let image = element[attribute] else { continue }
            guard className == "UIImageView" else { throw unsupported(element) }
            graph.set(view, key, try imagePlaceholder(image, of: element))
        }
        if className == "UIImageView" {
            setFlags([("highlighted", "YES", "UIHighlighted", true)], of: element, on: view)
        }
        try connections(of: element, source: view)
        return view
    }

    /// `UIImageNibPlaceholder` for the named image of `element`. ibtool compiled without the
    /// app's asset catalogs writes 1×1 (all the corpus's iOS pairs), as this compiler, which never
    /// reads them, does. An SF Symbol (`catalog="system"`) is also its
    /// `UISystemSymbolResourceName`, which `-[UIImageNibPlaceholder initWithCoder:]` looks up with
    /// `+[UIImage systemImageNamed:]` before the app's catalogs (published decompilations of
    /// UIKitCore 26.1); without it the symbol would not load.
    ///
    /// - Throws: `NIB0801` for an image from another catalog.
    mutating func imagePlaceholder(_ name: String, of element: XMLElementNode) throws(ArchiveReadError)
        -> NibObjectGraph.Ref
    {
        let isSymbol = element["catalog"] == "system"
        if element.has("catalog"), !isSymbol { throw invalid(element, "catalog") }
        let image = graph.add("UIImageNibPlaceholder")
        graph.set(image, "UIImageWidth", .float(1))
        graph.set(image, "UIImageHeight", .float(1))
        graph.set(image, "UIResourceName", graph.string(name))
        graph.set(image, "UISystemSymbolResourceName", isSymbol ? .object(graph.string(name).index) : .null)
        graph.set(image, "UISymbolImageConfiguration", .null)
        graph.set(image, "UIResourceCatalogName", .null)
        return image
    }

    /// `UIImage.RenderingMode` by the name an `<imageReference>` gives it.
    static let imageRenderingModes = ["automatic": 0, "original": 1, "template": 2]
    /// `UIImage.SymbolScale` by the name an `<imageReference>` gives it.
    static let symbolScales = ["default": -1, "unspecified": 0, "small": 1, "medium": 2, "large": 3]

    /// An `<imageReference image= catalog= symbolScale= renderingMode=>`: the image's
    /// placeholder (`imagePlaceholder`) with `UIRenderingMode` when not automatic and, for a
    /// scale, `UISymbolImageConfiguration` an `UIImageSymbolConfiguration` holding
    /// `UISymbolScale`, which `-[UIImageNibPlaceholder initWithCoder:]` applies to the image
    /// (published decompilations of UIKitCore 26.1: the placeholder's and the configuration's
    /// coders; `UIImageConfiguration`'s writes nothing for a configuration of no traits).
    ///
    /// - Throws: `NIB0801` for another attribute or child, a mode or scale UIKit has no number
    ///   for, or no image.
    mutating func imageReference(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        for attribute in element.attributes.map(\.name)
        where !["key", "image", "catalog", "symbolScale", "renderingMode"].contains(attribute) {
            throw invalid(element, attribute)
        }
        if let child = element.children.first { throw unsupported(child) }
        guard let name = element["image"] else { throw invalid(element, "image") }
        let image = try imagePlaceholder(name, of: element)
        if let mode = try numbered(element, "renderingMode", in: Self.imageRenderingModes), mode != 0 {
            graph.set(image, "UIRenderingMode", NibObjectGraph.integer(mode))
        }
        if let scale = try numbered(element, "symbolScale", in: Self.symbolScales) {
            let configuration = graph.add("UIImageSymbolConfiguration")
            graph.set(configuration, "UISymbolScale", NibObjectGraph.integer(scale))
            graph.replace(image, "UISymbolImageConfiguration", .object(configuration.index))
        }
        return image
    }

    /// The bits of an `<autoresizingMask>`; a view without one is pinned to its top left
    /// (flexible right and bottom margins), as ibtool archives it.
    func autoresizingMask(_ element: XMLElementNode?) -> Int {
        guard let element else { return 36 }
        let bits = [
            "flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4, "flexibleMinY": 8, "heightSizable": 16,
            "flexibleMaxY": 32,
        ]
        return bits.reduce(0) { mask, bit in element.attribute(bit.key, is: "YES") ? mask | bit.value : mask }
    }

    /// `UIView.ContentMode` by name.
    static let contentModes = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    /// `UISemanticContentAttribute` by name.
    static let semanticContentAttributes = [
        "unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4,
    ]

    /// `values` as `NSCoder` archives a `CGPoint` or `CGRect` in a nib: byte 7, then each value
    /// as a little-endian double.
    static func doubles(_ values: [Double]) -> Data {
        var data = Data([7])
        for value in values {
            let bits = value.bitPattern
            for shift in stride(from: 0, to: 64, by: 8) { data.append(UInt8(truncatingIfNeeded: bits >> shift)) }
        }
        return data
    }
}
