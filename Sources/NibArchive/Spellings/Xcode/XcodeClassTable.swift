import ViewCore

/// Which class an Xcode element becomes. UIKit elements become UIKit's class without the `UI`
/// prefix (`tableViewCell` -> `TableViewCell`), whether or not ViewCore has it yet; AppKit views
/// become the nearest ViewCore class (`customView` -> `View`); other AppKit objects (cells,
/// menus, windows' controllers, formatters) keep AppKit's name (`buttonCell` -> `NSButtonCell`):
/// the model objects among them load as `AppKitObject`, and `nibc validate` warns of the rest
/// (`NIB0305`).
enum XcodeClassTable {
    /// The classes ViewCore defines, by archived name.
    private static let viewCoreClasses = Set(viewCoreArchivableClasses.map { $0.archiveClassName })
    /// AppKit's model objects, which load as `AppKitObject`.
    private static let appKitModelClasses = Set(AppKitObject.archivedClassNames)

    /// The ViewCore class an object of `className` (made from `element`) falls back to when
    /// its class is not registered: the element's class when ViewCore has it, else the nearest
    /// UIKit ancestor ViewCore has (`NavigationController` -> `ViewController`,
    /// `TableViewCell` -> `View`, `Stepper` -> `Control`); nil when it is already a ViewCore
    /// class, or an AppKit-only object with no such ancestor.
    static func baseClass(of className: String, element: String, macOS: Bool) -> String? {
        let elementClass = self.className(of: element, macOS: macOS)
        let base: String?
        if viewCoreClasses.contains(elementClass) {
            base = elementClass
        } else if macOS {
            if appKitControllers.contains(element) {
                // A scene's window, split, tab or page controller: a view controller holding others.
                base = "ViewController"
            } else if appKitModelClasses.contains(elementClass) {
                // An app's cell, menu item or formatter loads as AppKit's (`AppKitObject`).
                base = elementClass
            } else {
                // An application's custom class keeps `NSApplication`: no registry knows it, but
                // `Storyboard` finds the application scene by it.
                base = element == "application" ? "NSApplication" : nil
            }
        } else if elementClass.hasSuffix("Controller") {
            base = "ViewController"
        } else if elementClass.hasSuffix("GestureRecognizer") {
            base = "GestureRecognizer"
        } else if ["stepper", "datePicker", "refreshControl"].contains(element) {
            base = "Control"
        } else if isViewElement(element, macOS: false) || elementClass.hasSuffix("View")
            || elementClass.hasSuffix("Cell")
        {
            base = "View"
        } else {
            base = nil
        }
        return base == className ? nil : base
    }

    /// UIKit elements whose class is not the element's name capitalized.
    private static let uikitExceptions: [String: String] = [
        "containerView": "View", "tableViewCellContentView": "View", "collectionViewCellContentView": "View",
        "wkWebView": "WKWebView", "mtkView": "MTKView", "glkView": "GLKView", "arscnView": "ARSCNView",
        "exit": "StoryboardExit", "viewControllerPlaceholder": "StoryboardReference",
        // Interface Builder spells the long press recognizer so; a compiled nib says
        // `UILongPressGestureRecognizer`.
        "pongPressGestureRecognizer": "LongPressGestureRecognizer",
    ]

    /// AppKit views and the ViewCore class nearest to each.
    private static let appKitViews: [String: String] = [
        "view": "View", "customView": "View", "box": "View", "clipView": "View", "splitView": "View", "tabView": "View",
        "visualEffectView": "View", "tableCellView": "View", "tableHeaderView": "View", "scroller": "View",
        "gridView": "View", "progressIndicator": "View", "rulerView": "View",
        // NSControl subclasses: their actions need a Control as sender.
        "pathControl": "Control", "levelIndicator": "Control", "colorWell": "Control", "datePicker": "Control",
        "stepper": "Control", "matrix": "Control", "browser": "Control", "tableView": "Control",
        "outlineView": "Control",
        "imageView": "Control",
        "textField": "TextField", "secureTextField": "TextField", "comboBox": "TextField", "searchField": "TextField",
        "tokenField": "TextField", "button": "Button", "popUpButton": "Button",
        "scrollView": "ScrollView", "textView": "TextView", "stackView": "StackView", "slider": "Slider",
        "switch": "Switch", "segmentedControl": "SegmentedControl", "collectionView": "CollectionView",
        "window": "Window", "panel": "Window",
        "viewController": "ViewController", "collectionViewFlowLayout": "CollectionViewFlowLayout",
    ]

    /// The views of other macOS frameworks an Interface Builder element names, whose class has
    /// the framework's prefix, not `NS` (`pdfView` is PDFKit's `PDFView`, as a compiled nib says).
    private static let appKitFrameworkViews: [String: String] = [
        "pdfView": "PDFView", "wkWebView": "WKWebView", "webView": "WebView", "mapView": "MKMapView",
        "avPlayerView": "AVPlayerView",
    ]

    /// AppKit's scene controllers other than `viewController`, which load as `ViewController`s.
    private static let appKitControllers: Set<String> = [
        "windowController", "splitViewController", "tabViewController", "pagecontroller",
    ]

    /// AppKit views whose subviews' frames are measured from the top (flipped), as ours are.
    /// Not `NSStackView`: it is not flipped (in the corpus, each of the 57 vertical stack views
    /// stores its first view with the greatest y). `NSScrollView` is: it tiles its header above
    /// its clip view, which a `.xib` stores at the header's height from the top.
    static let flippedAppKitViews: Set<String> = [
        "tableView", "outlineView", "textView", "clipView", "matrix", "scrollView", "collectionView",
    ]

    /// The class `element` becomes on the platform; `isView` says whether it is a view, whose
    /// frame and subviews load.
    static func className(of element: String, macOS: Bool) -> String {
        // Interface Builder's plain Object is an `NSObject` on both platforms (`CustomObject`).
        if element == "customObject" { return "CustomObject" }
        if macOS { return appKitViews[element] ?? appKitFrameworkViews[element] ?? "NS" + capitalized(element) }
        return uikitExceptions[element] ?? capitalized(element)
    }

    /// Whether `element` is a macOS object AppKit alone has (no ViewCore counterpart).
    static func isAppKitOnly(_ element: String) -> Bool {
        appKitViews[element] == nil
    }

    /// WatchKit's interface objects by element (`label` -> `WKInterfaceLabel`), in a
    /// `targetRuntime="watchKit"` document.
    private static let watchKitObjects: [String: String] = [
        "label": "WKInterfaceLabel", "button": "WKInterfaceButton", "group": "WKInterfaceGroup",
        "imageView": "WKInterfaceImage", "table": "WKInterfaceTable", "picker": "WKInterfacePicker",
        "separator": "WKInterfaceSeparator", "slider": "WKInterfaceSlider", "switch": "WKInterfaceSwitch",
        "date": "WKInterfaceDate", "timer": "WKInterfaceTimer", "map": "WKInterfaceMap", "movie": "WKInterfaceMovie",
        "inlineMovie": "WKInterfaceInlineMovie", "spriteKitScene": "WKInterfaceSKScene",
        "sceneKitScene": "WKInterfaceSCNScene", "textField": "WKInterfaceTextField",
    ]

    /// The WatchKit class of a watchOS interface object element, or nil for any other element.
    ///
    /// A WatchKit `<label>` is a `WKInterfaceLabel`, a proxy WatchKit lays out (the file gives
    /// it no frame), not a `UILabel`: it keeps WatchKit's name, which no registry knows, so it is
    /// not counted or loaded as a view and `nibc validate` says it is not modelled (`NIB0305`).
    /// The interface controllers keep UIKit's naming (`controller` -> `Controller`, loaded as a
    /// `ViewController` with its segues).
    static func watchKitClass(of element: String) -> String? {
        watchKitObjects[element]
    }

    /// UIKit view elements, which become objects even without an id.
    private static let uikitViews: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "scrollView", "tableView", "tableViewCell",
        "tableViewCellContentView", "collectionView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "stackView", "switch", "slider", "segmentedControl", "pageControl",
        "activityIndicatorView",
        "progressView", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "webView",
        "wkWebView", "mapView", "visualEffectView", "stepper", "containerView", "window",
    ]

    /// Whether `element` is a view element of the platform (an object even without an id).
    static func isViewElement(_ element: String, macOS: Bool) -> Bool {
        macOS ? appKitViews[element] != nil : uikitViews.contains(element)
    }

    /// `tableViewCell` -> `TableViewCell`.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
