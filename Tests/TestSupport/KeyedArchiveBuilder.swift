import Foundation

/// Writes a small `NSKeyedArchiver` archive for tests, as a keyed-archive nib stores it: a
/// binary property list with `$archiver`, `$version`, `$top` and `$objects`, references as
/// `CF$UID`s, each object's `$class` naming a class description (`$classname`, `$classes`)
/// entered once per class. Tests describe a few objects and damage the result to reach each of
/// the decoder's checks.
///
/// ```swift
/// var archive = KeyedArchiveBuilder()
/// let label = archive.add("UILabel", ["UIText": archive.string("Hi")])
/// archive.top["UINibTopLevelObjectsKey"] = archive.add("NSArray", ["NS.objects": [label]])
/// let data = try archive.data()
/// ```
public struct KeyedArchiveBuilder {
    /// `$objects`, starting with `$null`.
    public var objects: [Any] = ["$null"]
    /// `$top`.
    public var top: [String: Any] = [:]
    /// `$archiver`; nil leaves it out.
    public var archiver: String? = "NSKeyedArchiver"
    /// The class descriptions' references by class name.
    private var classes: [String: [String: Any]] = [:]

    /// Creates an archive with no objects but `$null`.
    public init() {}

    /// A reference to `$objects[index]` (`{CF$UID = index}`).
    public static func uid(_ index: Int) -> [String: Any] { ["CF$UID": index] }

    /// Adds an object of `className` with `values` (numbers, strings, data, references, arrays
    /// of references) and returns a reference to it.
    public mutating func add(_ className: String, _ values: [String: Any] = [:]) -> [String: Any] {
        let index = reserve()
        define(index, className, values)
        return Self.uid(index)
    }

    /// Adds a string object and returns a reference to it.
    public mutating func string(_ text: String) -> [String: Any] {
        objects.append(text)
        return Self.uid(objects.count - 1)
    }

    /// Adds an `NSArray` of `items` and returns a reference to it.
    public mutating func array(_ items: [[String: Any]]) -> [String: Any] {
        add("NSArray", ["NS.objects": items])
    }

    /// Reserves an object's place, to define it later (so objects can refer to each other).
    public mutating func reserve() -> Int {
        objects.append("$null")
        return objects.count - 1
    }

    /// Defines the object reserved at `index`.
    public mutating func define(_ index: Int, _ className: String, _ values: [String: Any]) {
        var object = values
        object["$class"] = classReference(className)
        objects[index] = object
    }

    /// The reference to `className`'s class description, added on first use.
    public mutating func classReference(_ className: String) -> [String: Any] {
        if let known = classes[className] { return known }
        objects.append(["$classname": className, "$classes": [className, "NSObject"]])
        classes[className] = Self.uid(objects.count - 1)
        return Self.uid(objects.count - 1)
    }

    /// The archive as a binary property list. References become true `CF$UID`s by a round
    /// trip through the XML spelling, where Foundation reads a dictionary holding only
    /// `CF$UID` as one.
    public func data() throws -> Data {
        var plist: [String: Any] = ["$version": 100_000, "$top": top, "$objects": objects]
        if let archiver { plist["$archiver"] = archiver }
        let xml = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let withUIDs = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        return try PropertyListSerialization.data(fromPropertyList: withUIDs, format: .binary, options: 0)
    }

    /// An iOS-like nib: File's Owner, a 320×480 view holding a label ("Hello", at 20,40
    /// 200×21) and a button, and an outlet `titleLabel` from File's Owner to the label.
    public static func iOSSample() -> KeyedArchiveBuilder {
        var archive = KeyedArchiveBuilder()
        let owner = archive.add("UIProxyObject", ["UIProxiedObjectIdentifier": archive.string("IBFilesOwner")])
        let view = archive.reserve()
        let label = archive.add(
            "UILabel",
            [
                "UIBounds": archive.string("{{0, 0}, {200, 21}}"), "UICenter": archive.string("{120, 50.5}"),
                "UIText": archive.string("Hello"), "UISuperview": uid(view),
            ])
        let button = archive.add(
            "UIButton",
            [
                "UIBounds": archive.string("{{0, 0}, {100, 44}}"), "UICenter": archive.string("{70, 122}"),
                "UISuperview": uid(view),
            ])
        archive.define(
            view, "UIView",
            [
                "UIBounds": archive.string("{{0, 0}, {320, 480}}"), "UICenter": archive.string("{160, 240}"),
                "UISubviews": archive.array([label, button]),
            ])
        let outlet = archive.add(
            "UIRuntimeOutletConnection",
            ["UISource": owner, "UIDestination": label, "UILabel": archive.string("titleLabel")])
        archive.top["UINibTopLevelObjectsKey"] = archive.array([owner, uid(view)])
        archive.top["UINibObjectsKey"] = archive.array([owner, uid(view), label, button])
        archive.top["UINibConnectionsKey"] = archive.array([outlet])
        return archive
    }
}
