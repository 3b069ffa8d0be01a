import Foundation

/// How Interface Builder's canvas shows a storyboard: each scene's place (the `<point
/// key="canvasLocation">` of its `<scene>`) and the segues between scenes. Design-time facts,
/// like `XcodeDesignMetrics`: the archive document leaves them out, and `nibc render` draws the
/// whole storyboard from them.
///
/// ```swift
/// let canvas = try XcodeDesignMetrics.read(data).canvas
/// for scene in canvas.scenes { print(scene.controllerID, scene.location) }
/// ```
public struct XcodeStoryboardCanvas: Sendable, Equatable {
    /// One scene: its controller's id and the point the canvas shows the scene's centre at.
    public struct Scene: Sendable, Equatable {
        /// The id of the scene's view (or window) controller.
        public var controllerID: String
        /// The centre of the scene on the canvas, in points (y grows downwards).
        public var location: CGPoint

        /// Creates a scene of the controller `controllerID` at `location`.
        public init(controllerID: String, location: CGPoint) {
            self.controllerID = controllerID
            self.location = location
        }
    }

    /// One segue: from the controller whose scene holds it to its destination controller.
    public struct Segue: Sendable, Equatable {
        /// The id of the controller whose scene holds the segue.
        public var sourceID: String
        /// The id of the destination controller.
        public var destinationID: String
        /// The segue's `kind` (`show`, `presentation`, …), or `relationship` for a container's
        /// relationship (a navigation controller's root, a tab bar controller's tabs).
        public var kind: String

        /// Creates a segue from `sourceID` to `destinationID` of `kind`.
        public init(sourceID: String, destinationID: String, kind: String) {
            self.sourceID = sourceID
            self.destinationID = destinationID
            self.kind = kind
        }
    }

    /// The scenes that have a canvas location, in document order.
    public var scenes: [Scene] = []
    /// The segues, in document order.
    public var segues: [Segue] = []

    /// Creates a canvas with `scenes` and `segues`.
    public init(scenes: [Scene] = [], segues: [Segue] = []) {
        self.scenes = scenes
        self.segues = segues
    }

    /// The canvas of a parsed storyboard, `root` its `<document>` element; empty for a `.xib`.
    ///
    /// - Complexity: O(n) in the elements below the scenes.
    init(of root: XMLElementNode) {
        for child in root.children where child.name == "scenes" {
            for scene in child.children where scene.name == "scene" {
                // The scene's object is its `viewController` member (a controller, the
                // application, a storyboard reference); a scene's other objects can be
                // controllers too (an `NSUserDefaultsController` beside the application).
                guard let objects = scene.child("objects"),
                    let controller = objects.children.first(where: {
                        $0["sceneMemberID"] == "viewController" && $0["id"] != nil
                    })
                        ?? objects.children.first(where: { $0.name.hasSuffix("Controller") && $0["id"] != nil }),
                    let id = controller["id"]
                else { continue }
                if let point = scene.children.first(where: { $0.name == "point" && $0["key"] == "canvasLocation" }),
                    let x = XcodeValues.number(point["x"]), let y = XcodeValues.number(point["y"])
                {
                    scenes.append(Scene(controllerID: id, location: CGPoint(x: x, y: y)))
                }
                collectSegues(in: controller, from: id)
            }
        }
    }

    private mutating func collectSegues(in element: XMLElementNode, from source: String) {
        // Iterative: a hostile file's nesting must not exhaust the stack.
        var pending = [element]
        while let node = pending.popLast() {
            for child in node.children {
                if child.name == "segue", let destination = child["destination"] {
                    let kind = child["relationship"] != nil ? "relationship" : (child["kind"] ?? "")
                    segues.append(Segue(sourceID: source, destinationID: destination, kind: kind))
                } else {
                    pending.append(child)
                }
            }
        }
    }
}
