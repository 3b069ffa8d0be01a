import Foundation

/// The frames of the root with id `rootID` of a `nibc dump --layout --format json`, by view id,
/// in the root's coordinates (each frame's origin plus its ancestors' but the root's).
struct LaidOutFrames {
    var frames: [String: [Double]] = [:]

    init(dump: String, rootID: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any]
        let roots = object?["roots"] as? [[String: Any]] ?? []
        guard let root = roots.first(where: { $0["id"] as? String == rootID }),
            let frame = root["frame"] as? [Double], frame.count == 4
        else { return }
        // The root lies at the picture's origin, whatever its frame's origin.
        visit(root, x: -frame[0], y: -frame[1])
    }

    private mutating func visit(_ node: [String: Any], x: Double, y: Double) {
        let frame = node["frame"] as? [Double] ?? [0, 0, 0, 0]
        let origin = (x + frame[0], y + frame[1])
        if let id = node["id"] as? String { frames[id] = [origin.0, origin.1, frame[2], frame[3]] }
        for child in (node["subviews"] as? [[String: Any]] ?? []) + (node["cells"] as? [[String: Any]] ?? []) {
            visit(child, x: origin.0, y: origin.1)
        }
    }
}
