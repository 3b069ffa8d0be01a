import Foundation

/// Foundation's JSONDecoder decoding our JSON into plain structs: what a hand-rolled Codable
/// loader costs on the same bytes, building no views.
enum PlainJSON {
    /// Any JSON value, as plain data.
    indirect enum Value: Decodable {
        case null, bool(Bool), number(Double), string(String), array([Value]), object([String: Value])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let v = try? container.decode(Bool.self) {
                self = .bool(v)
            } else if let v = try? container.decode(Double.self) {
                self = .number(v)
            } else if let v = try? container.decode(String.self) {
                self = .string(v)
            } else if let v = try? container.decode([Value].self) {
                self = .array(v)
            } else {
                self = .object(try container.decode([String: Value].self))
            }
        }
    }

    static func decode(_ data: Data) throws -> Value {
        try JSONDecoder().decode(Value.self, from: data)
    }
}

/// The same tree as `NSObject`s archived with `NSKeyedArchiver` (binary plist), the
/// Swift-on-Linux archiver. Children are stored under numbered keys: archiving them as an
/// `NSArray` took tens of seconds here (the archiver compares arrays by content).
final class KeyedNode: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true
    var frame = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
    var text: String?
    var fontSize = 0.0
    var color = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
    var mask = 0
    var children: [KeyedNode] = []

    override init() {}

    init?(coder: NSCoder) {
        frame = (
            coder.decodeDouble(forKey: "x"), coder.decodeDouble(forKey: "y"),
            coder.decodeDouble(forKey: "w"), coder.decodeDouble(forKey: "h")
        )
        if coder.containsValue(forKey: "text") {
            text = coder.decodeObject(of: NSString.self, forKey: "text") as String?
        }
        fontSize = coder.decodeDouble(forKey: "font")
        color = (
            coder.decodeDouble(forKey: "r"), coder.decodeDouble(forKey: "g"),
            coder.decodeDouble(forKey: "b"), coder.decodeDouble(forKey: "a")
        )
        mask = coder.decodeInteger(forKey: "mask")
        let count = coder.decodeInteger(forKey: "count")
        for index in 0..<count {
            if let child = coder.decodeObject(of: KeyedNode.self, forKey: "c\(index)") { children.append(child) }
        }
    }

    func encode(with coder: NSCoder) {
        coder.encode(frame.x, forKey: "x")
        coder.encode(frame.y, forKey: "y")
        coder.encode(frame.width, forKey: "w")
        coder.encode(frame.height, forKey: "h")
        if let text { coder.encode(text as NSString, forKey: "text") }
        coder.encode(fontSize, forKey: "font")
        coder.encode(color.red, forKey: "r")
        coder.encode(color.green, forKey: "g")
        coder.encode(color.blue, forKey: "b")
        coder.encode(color.alpha, forKey: "a")
        coder.encode(mask, forKey: "mask")
        coder.encode(children.count, forKey: "count")
        for (index, child) in children.enumerated() { coder.encode(child, forKey: "c\(index)") }
    }

    /// The reference tree's shape as keyed nodes.
    static func tree(_ shape: ReferenceTree) -> KeyedNode {
        let root = KeyedNode()
        root.frame = (0, 0, 414, Double(shape.containers * shape.labels) * 24)
        for c in 0..<shape.containers {
            let container = KeyedNode()
            container.frame = (0, Double(c * shape.labels) * 24, 414, Double(shape.labels) * 24)
            container.mask = 36
            for l in 0..<shape.labels {
                let label = KeyedNode()
                label.frame = (16, Double(l) * 24, 382, 21)
                label.text = "Label \(c).\(l)"
                label.fontSize = 17
                label.color = (0.2, 0.2, 0.2, 1)
                label.mask = 36
                container.children.append(label)
            }
            root.children.append(container)
        }
        return root
    }

    static func archive(_ root: KeyedNode) throws -> Data {
        try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: true)
    }

    static func unarchive(_ data: Data) throws -> KeyedNode? {
        try NSKeyedUnarchiver.unarchivedObject(ofClass: KeyedNode.self, from: data)
    }
}
