import Foundation

/// A keyed coder: what `init(coder:)` reads from and `encode(with:)` writes to, in the role of
/// `NSCoder`. NibArchive provides the subclasses (an archiver writing XML or JSON, and an
/// unarchiver reading them); classes see only this one. The base class stores nothing and
/// finds nothing: subclasses override the primitives, and the typed methods in the extension
/// (`encode(_:forKey:)`, `decode(_:forKey:)`, ...) are built on them.
///
/// It is a class rather than a protocol, as `NSCoder` is, so that the typed methods are
/// specialized for each value type where they are called instead of being resolved at run time:
/// decoding a view asks for some fifty keys.
///
/// Plain values go through `encode(_:forKey:)` / `decode(_:forKey:)`; objects are either
/// **owned** (`encode(_ object:forKey:)`: nested where they are encoded, created while the
/// owner decodes) or **references** (`encodeConditionalObject(_:forKey:)`: stored by id and
/// handed back through a closure once every object of the archive exists, which is what lets a
/// constraint name a view defined later, or a view name its own ancestor).
///
/// Decoding is type-checked: a value of the wrong type, an unknown enum name, an object of the
/// wrong class or an unregistered class is an error that carries the key path and the file's
/// line and column. Absent keys decode as `nil`, leaving the property at its default.
///
/// ```swift
/// required init(coder: Coder) throws {
///     try super.init(coder: coder)
///     title = try coder.decode(String.self, forKey: "title") ?? ""
///     try coder.decodeConditionalObject(of: View.self, forKey: "accessory") { [unowned self] in
///         self.accessory = $0
///     }
/// }
///
/// override func encode(with coder: Coder) {
///     super.encode(with: coder)
///     coder.encode(title, forKey: "title", omittingDefault: "")
///     coder.encodeConditionalObject(accessory, forKey: "accessory")
/// }
/// ```
open class Coder {
    /// Creates a coder; only subclasses (archivers and unarchivers) are useful.
    public init() {}

    // MARK: Plain values

    /// Stores `value` under `key`; nil stores nothing.
    open func encodeValue(_ value: CodingValue?, forKey key: String) {}

    /// The value stored under `key`, or nil when there is none. Marks the key as read.
    ///
    /// - Throws: `CodingError` (`.typeMismatch`) when the key holds an object or a reference.
    open func decodeValue(forKey key: String) throws -> CodingValue? { nil }

    /// Whether the archive holds anything (value, object or reference) under `key`.
    open func containsValue(forKey key: String) -> Bool { false }

    /// Whether `forEachKey(_:)` lists the keys of the object being decoded. Classes with many
    /// optional keys (`ArchivedProperties`) then decode only those present instead of asking for
    /// each.
    package var enumeratesKeys: Bool {
        get { storedEnumeratesKeys }
        set { storedEnumeratesKeys = newValue }
    }
    // Every decoded object asks: stored internally, so the optimizer drops the exclusivity
    // check it must keep on a stored property other modules can reach (1.5M instructions of
    // the 147M that decoding the 10k-view file takes, callgrind).
    var storedEnumeratesKeys = false

    /// Whether `forEachKey(_:)` leaves out the keys already read, when the coder can tell.
    /// `ArchivedProperties` asks for only those: a subclass's table then skips the keys its
    /// superclass's table read (a label's frame, mask and content mode for `Label`'s table).
    package var listsUnreadKeysOnly: Bool {
        get { storedListsUnreadKeysOnly }
        set { storedListsUnreadKeysOnly = newValue }
    }
    var storedListsUnreadKeysOnly = false

    /// Calls `body` with each key the object being decoded holds, in file order. A coder that
    /// cannot list its keys calls it for none.
    open func forEachKey(_ body: (String) -> Void) {}

    // MARK: Objects

    /// Stores `object` as owned by the object being encoded: it is nested here, unless it was
    /// already encoded elsewhere, in which case a reference to it is stored.
    open func encode(_ object: (any Archivable)?, forKey key: String) {}

    /// Stores owned objects in order (`subviews`, `constraints`).
    open func encode(_ objects: [any Archivable], forKey key: String) {}

    /// Stores a reference to `object`, by id. Like `NSCoder`'s, the object itself is archived
    /// only where it is encoded unconditionally; an archiver keeps an object referenced but
    /// never encoded as an extra top-level object, so nothing is lost.
    open func encodeConditionalObject(_ object: (any Archivable)?, forKey key: String) {}

    /// Stores references to `objects`, in order.
    open func encodeConditionalObjects(_ objects: [any Archivable], forKey key: String) {}

    /// Decodes the owned object under `key`, creating it now through its class's `init(coder:)`.
    ///
    /// - Throws: `CodingError` when the value is not an object, its class is not registered,
    ///   or it is not a `T`.
    open func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? { nil }

    /// Decodes the owned objects under `key`, in order.
    open func decodeObjects<T>(of type: T.Type, forKey key: String) throws -> [T]? { nil }

    /// Decodes a reference: `assign` is called once every object of the archive exists, with
    /// the object the reference names (or nil for an explicit nil). It is not called when the
    /// key is absent.
    ///
    /// - Throws: `CodingError` at once when the value is not a reference or an object; a
    ///   reference to a missing id or to an object that is not a `T` fails the whole decode
    ///   when references are resolved.
    open func decodeConditionalObject<T>(of type: T.Type, forKey key: String, assign: @escaping (T?) -> Void) throws {}

    /// Decodes a list of references; `assign` receives them in order once all objects exist.
    open func decodeConditionalObjects<T>(of type: T.Type, forKey key: String, assign: @escaping ([T]) -> Void) throws {
    }

    // MARK: Errors

    /// An error about the value under `key` with the coder's key path and the value's position
    /// in the file. Use it to reject values `init(coder:)` finds invalid.
    open func error(_ code: CodingError.Code, _ message: String, forKey key: String?) -> CodingError {
        CodingError(code: code, message: message, keyPath: key ?? "")
    }
}

extension Coder {
    /// Stores a plain value.
    @inlinable public final func encode<T: CodingValueConvertible>(_ value: T?, forKey key: String) {
        encodeValue(value?.codingValue, forKey: key)
    }

    /// Stores `value` unless it equals `defaultValue`: archives leave defaults out.
    @inlinable public final func encode<T: CodingValueConvertible & Equatable>(
        _ value: T, forKey key: String, omittingDefault defaultValue: T
    ) {
        if value != defaultValue { encodeValue(value.codingValue, forKey: key) }
    }

    /// Stores an array of plain values.
    @inlinable public final func encode<T: CodingValueConvertible>(_ values: [T], forKey key: String) {
        encodeValue(.array(values.map(\.codingValue)), forKey: key)
    }

    /// Decodes a plain value, or nil when the key is absent (or holds an explicit nil).
    ///
    /// - Throws: `CodingError` (`.typeMismatch`) when the key holds another type.
    @inlinable public final func decode<T: CodingValueConvertible>(_ type: T.Type, forKey key: String) throws -> T? {
        guard let value = try decodeValue(forKey: key) else { return nil }
        if case .null = value { return nil }
        guard let decoded = T(codingValue: value) else {
            throw error(.typeMismatch, "expected \(T.codingTypeName), found \(value.typeName)", forKey: key)
        }
        return decoded
    }

    /// Decodes an array of plain values.
    @inlinable public final func decodeArray<T: CodingValueConvertible>(of type: T.Type, forKey key: String) throws
        -> [T]?
    {
        guard let value = try decodeValue(forKey: key) else { return nil }
        guard case .array(let items) = value else {
            throw error(.typeMismatch, "expected array of \(T.codingTypeName), found \(value.typeName)", forKey: key)
        }
        return try items.enumerated().map { index, item in
            guard let decoded = T(codingValue: item) else {
                throw error(
                    .typeMismatch, "expected \(T.codingTypeName) at index \(index), found \(item.typeName)", forKey: key
                )
            }
            return decoded
        }
    }

    /// Decodes a string-keyed dictionary of plain values.
    @inlinable public final func decodeDictionary<T: CodingValueConvertible>(of type: T.Type, forKey key: String) throws
        -> [String: T]?
    {
        guard let value = try decodeValue(forKey: key) else { return nil }
        guard case .dictionary(let items) = value else {
            throw error(
                .typeMismatch, "expected dictionary of \(T.codingTypeName), found \(value.typeName)", forKey: key)
        }
        var result: [String: T] = [:]
        for (name, item) in items {
            guard let decoded = T(codingValue: item) else {
                throw error(
                    .typeMismatch,
                    "expected \(T.codingTypeName) for '\(DiagnosticText.quoted(name))', found \(item.typeName)",
                    forKey: key)
            }
            result[name] = decoded
        }
        return result
    }

    /// Stores a string-keyed dictionary of plain values.
    @inlinable public final func encode<T: CodingValueConvertible>(_ values: [String: T], forKey key: String) {
        encodeValue(.dictionary(values.mapValues(\.codingValue)), forKey: key)
    }

    // NSCoder's spellings, for code ported from UIKit.

    /// `decode(Bool.self, forKey:)`, false when absent, as `NSCoder.decodeBool(forKey:)`.
    @inlinable public final func decodeBool(forKey key: String) throws -> Bool {
        try decode(Bool.self, forKey: key) ?? false
    }
    /// `decode(Int.self, forKey:)`, 0 when absent.
    @inlinable public final func decodeInteger(forKey key: String) throws -> Int {
        try decode(Int.self, forKey: key) ?? 0
    }
    /// `decode(Double.self, forKey:)`, 0 when absent.
    @inlinable public final func decodeDouble(forKey key: String) throws -> Double {
        try decode(Double.self, forKey: key) ?? 0
    }
    /// `decode(String.self, forKey:)`.
    @inlinable public final func decodeString(forKey key: String) throws -> String? {
        try decode(String.self, forKey: key)
    }
    /// `decode(CGRect.self, forKey:)`, `.zero` when absent, as `NSCoder.decodeCGRect(forKey:)`.
    @inlinable public final func decodeCGRect(forKey key: String) throws -> CGRect {
        try decode(CGRect.self, forKey: key) ?? .zero
    }
    /// `decode(CGPoint.self, forKey:)`, `.zero` when absent.
    @inlinable public final func decodeCGPoint(forKey key: String) throws -> CGPoint {
        try decode(CGPoint.self, forKey: key) ?? .zero
    }
    /// `decode(CGSize.self, forKey:)`, `.zero` when absent.
    @inlinable public final func decodeCGSize(forKey key: String) throws -> CGSize {
        try decode(CGSize.self, forKey: key) ?? .zero
    }
}
