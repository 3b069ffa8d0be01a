import Foundation
import NibArchive

/// Builds a UIKit nib as `ibtool --compile` writes one, object by object, and encodes it with
/// `NIBArchiveEncoder`: strings as `NSString` objects (`NS.bytes`), arrays as `NSArray` objects
/// (each item a `UINibEncoderEmptyKey` value), dictionaries as `NSDictionary` objects (keys and
/// values alternating), geometry as UIKit's data (a byte 7, then little-endian doubles), and
/// object 0 the root naming the top-level objects and the connections
/// (`Formats/nibarchive.md`). Tests make compiled storyboards with it that the corpus lacks.
///
/// ```swift
/// var nib = NIBArchiveGraphBuilder()
/// let owner = nib.proxy("IBFilesOwner")
/// let view = nib.add("UIView", ["UIBounds": nib.rect(0, 0, 320, 480)])
/// let data = nib.data(topLevel: [owner, view], connections: [nib.outlet(owner, "view", view)])
/// ```
public struct NIBArchiveGraphBuilder {
    /// The archive built so far; object 0 is the root, whose values `data(topLevel:connections:)`
    /// writes last.
    public private(set) var archive = NIBArchive(
        objects: [NIBArchive.Object(classIndex: 0, values: 0..<0)], classes: [NIBArchive.ClassName(name: "NSObject")])

    /// Creates a nib holding only its root object.
    public init() {}

    /// Adds an object of `className` with `values` (in the order given) and returns a
    /// reference to it.
    public mutating func add(_ className: String, _ values: KeyValuePairs<String, NIBArchive.Payload> = [:])
        -> NIBArchive.Payload
    {
        add(className, values.map { ($0.key, $0.value) })
    }

    /// Adds an object of `className` with `values` and returns a reference to it.
    public mutating func add(_ className: String, _ values: [(String, NIBArchive.Payload)]) -> NIBArchive.Payload {
        let first = archive.values.count
        for (key, payload) in values {
            archive.values.append(NIBArchive.Value(keyIndex: keyIndex(key), payload: payload))
        }
        archive.objects.append(
            NIBArchive.Object(classIndex: classIndex(className), values: first..<archive.values.count))
        return .object(archive.objects.count - 1)
    }

    /// An `NSString` holding `text`.
    public mutating func string(_ text: String) -> NIBArchive.Payload {
        add("NSString", ["NS.bytes": .data(Data(text.utf8))])
    }

    /// An `NSArray` of `items`.
    public mutating func array(_ items: [NIBArchive.Payload]) -> NIBArchive.Payload {
        add("NSArray", items.map { ("UINibEncoderEmptyKey", $0) })
    }

    /// An `NSDictionary` of string keys.
    public mutating func dictionary(_ pairs: [(String, NIBArchive.Payload)]) -> NIBArchive.Payload {
        var values: [(String, NIBArchive.Payload)] = []
        for (key, value) in pairs {
            values.append(("UINibEncoderEmptyKey", string(key)))
            values.append(("UINibEncoderEmptyKey", value))
        }
        return add("NSDictionary", values)
    }

    /// A `UIProxyObject` standing for `identifier` (`IBFilesOwner`, `UpstreamPlaceholder-1`, …).
    public mutating func proxy(_ identifier: String) -> NIBArchive.Payload {
        let name = string(identifier)
        return add("UIProxyObject", ["UIProxiedObjectIdentifier": name])
    }

    /// UIKit's geometry data for `numbers`: a byte 7, then each as a little-endian double.
    public static func geometry(_ numbers: [Double]) -> NIBArchive.Payload {
        var bytes: [UInt8] = [7]
        for number in numbers {
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: number.bitPattern >> (8 * UInt64($0))) }
        }
        return .data(Data(bytes))
    }

    /// A view's `UIBounds` and `UICenter` for the frame (`x`, `y`, `width`, `height`).
    public static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double)
        -> [(String, NIBArchive.Payload)]
    {
        [("UIBounds", geometry([0, 0, width, height])), ("UICenter", geometry([x + width / 2, y + height / 2]))]
    }

    /// A `UIRuntimeOutletConnection`: `source`'s outlet `label` set to `destination`.
    public mutating func outlet(_ source: NIBArchive.Payload, _ label: String, _ destination: NIBArchive.Payload)
        -> NIBArchive.Payload
    {
        let name = string(label)
        return add(
            "UIRuntimeOutletConnection", ["UILabel": name, "UISource": source, "UIDestination": destination])
    }

    /// A `UIRuntimeEventConnection`: `source` sends `label` to `destination` on the events of
    /// `mask` (none: a bar button item's or a gesture recognizer's action).
    public mutating func event(
        _ source: NIBArchive.Payload, _ label: String, _ destination: NIBArchive.Payload, mask: Int? = nil
    ) -> NIBArchive.Payload {
        var values: [(String, NIBArchive.Payload)] = [
            ("UILabel", string(label)), ("UISource", source), ("UIDestination", destination),
        ]
        if let mask { values.append(("UIEventMask", .int32(Int32(mask)))) }
        return add("UIRuntimeEventConnection", values)
    }

    /// The nib's bytes, the root naming `topLevel` (`UINibTopLevelObjectsKey`, and with the
    /// connections `UINibObjectsKey`) and `connections` (`UINibConnectionsKey`).
    public mutating func data(topLevel: [NIBArchive.Payload], connections: [NIBArchive.Payload] = []) -> Data {
        let top = array(topLevel)
        let all = array(topLevel + connections)
        let wired = array(connections)
        let first = archive.values.count
        for (key, payload) in [
            ("UINibTopLevelObjectsKey", top), ("UINibObjectsKey", all), ("UINibConnectionsKey", wired),
        ] {
            archive.values.append(NIBArchive.Value(keyIndex: keyIndex(key), payload: payload))
        }
        archive.objects[0].values = first..<archive.values.count
        return NIBArchiveEncoder().encode(archive)
    }

    private mutating func keyIndex(_ key: String) -> Int {
        if let index = archive.keys.firstIndex(of: key) { return index }
        archive.keys.append(key)
        return archive.keys.count - 1
    }

    private mutating func classIndex(_ name: String) -> Int {
        if let index = archive.classes.firstIndex(where: { $0.name == name }) { return index }
        archive.classes.append(NIBArchive.ClassName(name: name))
        return archive.classes.count - 1
    }
}
