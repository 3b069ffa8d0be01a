import Foundation
import ViewCore

/// What Interface Builder assumed about the screen when it stored an iOS file's frames: the
/// document's `<device>` (its screen scale, status bar and sensor housing) and the bars over
/// each view controller's view (a navigation bar when the controller sits in a navigation
/// controller, a tab bar in a tab bar controller, or the bars its simulated metrics name).
///
/// These are design-time facts: the archive document leaves them out, because at run time the
/// window and the containers provide them. `nibc dump --layout` uses them to lay a file out as
/// Interface Builder did, so that the frames it solves can be compared with the stored ones.
///
/// ```swift
/// let metrics = try XcodeDesignMetrics.read(data)
/// let insets = metrics.safeAreas["view-id"]   // status bar + navigation bar, say
/// ```
public struct XcodeDesignMetrics: Sendable, Equatable {
    /// The screen scale of the document's device (2 or 3); nil when the document names no
    /// device Interface Builder is known to simulate.
    public var scale: CGFloat?
    /// By the id of a view controller's view (or of a top-level `<view>` of a xib, which
    /// Interface Builder previews as a view controller's view): the insets the screen and the
    /// bars cover at each edge of the screen, which the view's safe area leaves out. Empty when
    /// the device is unknown or not in portrait.
    public var safeAreas: [String: EdgeInsets]
    /// The size of each image the document names, by name, as its `<resources>` record it (the
    /// size Interface Builder gave an image view showing it).
    public var imageSizes: [String: CGSize]

    /// Creates metrics with `scale`, `safeAreas` and `imageSizes`.
    public init(scale: CGFloat? = nil, safeAreas: [String: EdgeInsets] = [:], imageSizes: [String: CGSize] = [:]) {
        self.scale = scale
        self.safeAreas = safeAreas
        self.imageSizes = imageSizes
    }

    /// Reads the metrics of an Xcode `.xib` / `.storyboard` file's bytes.
    ///
    /// - Throws: `ArchiveReadError` for XML that cannot be read (as `XcodeDocumentReader` would).
    /// - Complexity: O(n) in the size of the file.
    public static func read(_ data: Data, file: String? = nil, limits: ReaderLimits = .default)
        throws(ArchiveReadError) -> XcodeDesignMetrics
    {
        let root = try XMLElementTree.parse(data, file: file, limits: limits)
        guard root.name == "document", root["targetRuntime"]?.hasPrefix("iOS") == true else {
            return XcodeDesignMetrics()
        }
        var images: [String: CGSize] = [:]
        for resources in root.children where resources.name == "resources" {
            for image in resources.children where image.name == "image" {
                guard let name = image["name"], let width = XcodeValues.number(image["width"]),
                    let height = XcodeValues.number(image["height"]), width >= 0, height >= 0
                else { continue }
                images[name] = CGSize(width: width, height: height)
            }
        }
        guard let deviceNode = root.child("device"), let device = Device.known[deviceNode["id"] ?? ""] else {
            return XcodeDesignMetrics(imageSizes: images)
        }
        var metrics = XcodeDesignMetrics(scale: device.scale, imageSizes: images)
        guard (deviceNode["orientation"] ?? "portrait") == "portrait" else { return metrics }
        var scenes = XcodeSceneGraph()
        for child in root.children {
            switch child.name {
            case "objects":
                // A xib: its top-level views, with no status bar unless they simulate one.
                for node in child.children where node.name == "view" {
                    guard let id = node["id"] else { continue }
                    metrics.safeAreas[id] = device.insets(statusBar: false, top: 0, bottom: 0, viewHeight: nil)
                }
                for node in child.children { scenes.add(node) }
            case "scenes":
                for scene in child.children where scene.name == "scene" {
                    for part in scene.children where part.name == "objects" {
                        for node in part.children { scenes.add(node) }
                    }
                }
            default:
                break
            }
        }
        for controller in scenes.resolvedControllers() {
            metrics.safeAreas[controller.viewID] = device.insets(
                statusBar: true, top: controller.topBar, bottom: controller.bottomBar,
                viewHeight: controller.viewHeight)
        }
        return metrics
    }

    /// What Interface Builder simulates of a device in portrait: its screen height and scale,
    /// the height of its status bar, and the sensor housing and home indicator it leaves out at
    /// the top and bottom whatever the status bar (the figures UIKit reports on those devices).
    struct Device {
        let height: CGFloat
        let scale: CGFloat
        let statusBar: CGFloat
        let housing: CGFloat
        let homeIndicator: CGFloat

        /// Interface Builder's device ids, by the figures their frames in the corpus show.
        static let known: [String: Device] = [
            "retina3_5": Device(height: 480, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina4_0": Device(height: 568, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina4_7": Device(height: 667, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina5_5": Device(height: 736, scale: 3, statusBar: 20, housing: 0, homeIndicator: 0),
            "retina5_9": Device(height: 812, scale: 3, statusBar: 44, housing: 44, homeIndicator: 34),
            "retina6_1": Device(height: 896, scale: 2, statusBar: 44, housing: 44, homeIndicator: 34),
            "retina6_5": Device(height: 896, scale: 3, statusBar: 44, housing: 44, homeIndicator: 34),
            // UIKit's figures: iPhone 12 Pro Max, and iPhone 15 (the Dynamic Island).
            "retina6_7": Device(height: 926, scale: 3, statusBar: 47, housing: 47, homeIndicator: 34),
            "retina6_12": Device(height: 852, scale: 3, statusBar: 59, housing: 59, homeIndicator: 34),
            "ipad9_7": Device(height: 1024, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "ipad10_5": Device(height: 1112, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
            "ipad12_9": Device(height: 1366, scale: 2, statusBar: 20, housing: 0, homeIndicator: 0),
        ]

        /// The screen's insets under a status bar (when shown) and bars of `top` and `bottom`
        /// points, for a view `viewHeight` high. A controller's view that does not extend under
        /// its bars (opaque bars, or older files) is stored that much shorter than the screen,
        /// with its origin at zero all the same: the bars it stops short of cover none of it.
        func insets(statusBar shown: Bool, top: CGFloat, bottom: CGFloat, viewHeight: CGFloat?) -> EdgeInsets {
            var insets = EdgeInsets(
                top: max(housing, shown ? statusBar : 0) + top, left: 0, bottom: homeIndicator + bottom, right: 0)
            if let viewHeight, viewHeight < height {
                let short = height - viewHeight
                if abs(short - insets.top - insets.bottom) < 0.5 {
                    insets = .zero
                } else if abs(short - insets.top) < 0.5 {
                    insets.top = 0
                } else if abs(short - insets.bottom) < 0.5 {
                    insets.bottom = 0
                }
            }
            return insets
        }
    }
}
