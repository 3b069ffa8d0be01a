import Foundation
import ViewCore

/// A storyboard's scenes as Interface Builder's canvas lays them out: each laid-out scene view
/// centred at its canvas location, under a title, with an arrow for each segue between scenes.
/// `ViewRenderer` draws it as one picture.
///
/// ```swift
/// let canvas = StoryboardCanvas(
///     scenes: [.init(id: "login", title: "LoginViewController", view: login, center: CGPoint(x: 0, y: 0)),
///              .init(id: "home", title: "HomeViewController", view: home, center: CGPoint(x: 600, y: 0))],
///     segues: [.init(from: "login", to: "home", kind: "show")])
/// try ViewRenderer(scale: 1).pngData(of: canvas).write(to: URL(fileURLWithPath: "canvas.png"))
/// ```
public struct StoryboardCanvas {
    /// One scene: its controller's id, the title shown above it, the view drawn in it (nil for
    /// a container with no view of its own, such as a navigation controller: drawn as a
    /// placeholder box with its title) and the point of the canvas it is centred at.
    public struct Scene {
        /// The scene's controller's id.
        public var id: String
        /// The text shown above the scene (its controller's class or storyboard identifier).
        public var title: String
        /// The laid-out view drawn in the scene, or nil for a placeholder box.
        public var view: View?
        /// The centre of the scene on the canvas, in points.
        public var center: CGPoint
        /// The size of the placeholder box drawn without a view (a storyboard reference is
        /// a small box on Interface Builder's canvas); nil for the canvas's usual scene size.
        public var placeholderSize: CGSize?

        /// Creates a scene.
        public init(id: String, title: String, view: View?, center: CGPoint, placeholderSize: CGSize? = nil) {
            self.id = id
            self.title = title
            self.view = view
            self.center = center
            self.placeholderSize = placeholderSize
        }
    }

    /// A segue, drawn as an arrow from one scene's edge to another's.
    public struct Segue: Sendable {
        /// The id of the scene the segue starts in.
        public var from: String
        /// The id of the scene it leads to.
        public var to: String
        /// Its kind (`show`, `relationship`, …), written in the SVG.
        public var kind: String

        /// Creates a segue from the scene `from` to the scene `to`.
        public init(from: String, to: String, kind: String) {
            self.from = from
            self.to = to
            self.kind = kind
        }
    }

    /// The scenes, drawn in this order.
    public var scenes: [Scene]
    /// The segues; those naming a scene the canvas does not hold are left out.
    public var segues: [Segue]

    /// Creates a canvas of `scenes` joined by `segues`.
    public init(scenes: [Scene], segues: [Segue] = []) {
        self.scenes = scenes
        self.segues = segues
    }

    /// The size of a scene without a view: the size most scenes with one have (ties: the
    /// first), else an iPhone's 375 x 667.
    var placeholderSize: CGSize {
        var counts: [String: (size: CGSize, count: Int, first: Int)] = [:]
        for (index, scene) in scenes.enumerated() {
            guard let size = scene.view?.frame.size, size.width >= 1, size.height >= 1 else { continue }
            let key = "\(size.width)x\(size.height)"
            counts[key, default: (size, 0, index)].count += 1
        }
        let best = counts.values.max { ($0.count, -$0.first) < ($1.count, -$1.first) }
        return best?.size ?? CGSize(width: 375, height: 667)
    }

    /// Each scene's rectangle on the canvas, in the order of `scenes`.
    var sceneRects: [CGRect] {
        let placeholder = placeholderSize
        return scenes.map { scene in
            let empty = scene.placeholderSize ?? placeholder
            var size = scene.view?.frame.size ?? empty
            if !(size.width >= 1 && size.height >= 1) { size = empty }
            return CGRect(
                x: scene.center.x - size.width / 2, y: scene.center.y - size.height / 2, width: size.width,
                height: size.height)
        }
    }

    /// The room above each scene for its title, and around the whole canvas.
    static let titleHeight: CGFloat = 28
    static let margin: CGFloat = 40
}
