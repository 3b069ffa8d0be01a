import Foundation

/// Reads a `NIBArchive`'s object graph the way Foundation's classes archive themselves:
/// `NSString` as `NS.bytes`, `NSNumber` as `NS.intval` / `NS.dblval` / `NS.boolval`,
/// arrays and sets as `UINibEncoderEmptyKey` items, dictionaries as alternating keys and
/// values. Every index it is given was checked by the decoder; one it was not given (an
/// object reference to a value that is no object) reads as nothing.
struct CompiledNibGraph {
    /// The raw archive.
    let archive: NIBArchive

    /// The classes that archive a list of items under `UINibEncoderEmptyKey`.
    static let collectionClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]
    /// The classes that archive alternating keys and values under `UINibEncoderEmptyKey`.
    static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
    /// The classes that archive their text as `NS.bytes`.
    static let stringClasses: Set<String> = ["NSString", "NSMutableString", "NSLocalizableString"]

    /// The class name of object `index`.
    func className(_ index: Int) -> String {
        archive.objects.indices.contains(index) ? archive.className(of: archive.objects[index]) : ""
    }

    /// The fallback class names of object `index`'s class.
    func fallbackClassNames(_ index: Int) -> [String] {
        guard archive.objects.indices.contains(index) else { return [] }
        let entry = archive.classes[archive.objects[index].classIndex]
        return entry.fallbacks.map { archive.classes[$0].name }
    }

    /// The (key, payload) pairs of object `index`, in order.
    func values(_ index: Int) -> [(key: String, payload: NIBArchive.Payload)] {
        guard archive.objects.indices.contains(index) else { return [] }
        return archive.values(of: archive.objects[index]).map { (archive.key(of: $0), $0.payload) }
    }

    /// The first value of object `index` under `key`.
    func value(_ index: Int, _ key: String) -> NIBArchive.Payload? {
        guard archive.objects.indices.contains(index) else { return nil }
        return archive.values(of: archive.objects[index]).first { archive.key(of: $0) == key }?.payload
    }

    /// The object `index` refers to under `key`.
    func reference(_ index: Int, _ key: String) -> Int? {
        if case .object(let target) = value(index, key) { return target }
        return nil
    }

    /// The text of a string object (`NSString`, `NSLocalizableString`), or of data holding UTF-8.
    func string(_ payload: NIBArchive.Payload?) -> String? {
        switch payload {
        case .object(let index)? where Self.stringClasses.contains(className(index)):
            // Only data: a string's bytes that name an object (itself, say) are no text.
            guard case .data(let bytes)? = value(index, "NS.bytes") else { return nil }
            return String(data: bytes, encoding: .utf8)
        case .data(let bytes)?:
            return String(data: bytes, encoding: .utf8)
        default: return nil
        }
    }

    /// The string under `key` of object `index`.
    func string(_ index: Int, _ key: String) -> String? { string(value(index, key)) }

    /// The items of a collection object (`NSArray`, `NSSet`, …): each `UINibEncoderEmptyKey` value.
    func items(_ index: Int) -> [NIBArchive.Payload]? {
        guard Self.collectionClasses.contains(className(index)) || Self.dictionaryClasses.contains(className(index))
        else { return nil }
        return values(index).filter { $0.key == "UINibEncoderEmptyKey" }.map(\.payload)
    }

    /// The object indices among the items of the collection `key` of object `index`.
    func objectItems(_ index: Int, _ key: String) -> [Int] {
        guard let collection = reference(index, key) else { return [] }
        return (items(collection) ?? []).compactMap {
            if case .object(let item) = $0 { return item }
            return nil
        }
    }

    /// A number: an integer, float or boolean payload, or an `NSNumber` object.
    func number(_ payload: NIBArchive.Payload?) -> Double? {
        switch payload {
        case .bool(let value)?: return value ? 1 : 0
        case .object(let index)? where className(index) == "NSNumber":
            for key in ["NS.intval", "NS.dblval", "NS.boolval"] {
                // Not through `number(_:)`: a value naming an object (itself, say) is no number.
                if case .bool(let flag)? = value(index, key) { return flag ? 1 : 0 }
                if let number = value(index, key)?.real { return number }
            }
            return nil
        default: return payload?.real
        }
    }

    /// The number under `key` of object `index`.
    func number(_ index: Int, _ key: String) -> Double? { number(value(index, key)) }

    /// The Boolean under `key` of object `index`: true or false payloads only.
    func bool(_ index: Int, _ key: String) -> Bool? {
        if case .bool(let value)? = value(index, key) { return value }
        return nil
    }

    /// The doubles of UIKit's geometry data (`UIBounds`, `UICenter`): a byte 7, then the doubles;
    /// or, in a keyed-archive nib, the string `NSCoder` writes (`{{x, y}, {w, h}}`).
    func doubles(_ index: Int, _ key: String, count: Int) -> [Double]? {
        let payload = value(index, key)
        guard case .data(let bytes)? = payload, bytes.first == 7 else {
            return Self.numbers(in: string(payload), count: count)
        }
        guard bytes.count == 1 + 8 * count else { return nil }
        let raw = [UInt8](bytes)
        var numbers: [Double] = []
        // Spelled as loops: the same as one `map` over a `reduce` took the type checker 20 s.
        for item in 0..<count {
            var pattern: UInt64 = 0
            for byte in 0..<8 {
                let value = UInt64(raw[1 + 8 * item + byte])
                pattern |= value << UInt64(8 * byte)
            }
            numbers.append(Double(bitPattern: pattern))
        }
        return numbers.allSatisfy(\.isFinite) ? numbers : nil
    }

    /// The numbers of AppKit's geometry strings (`{{x, y}, {w, h}}`, `{w, h}`), when there are
    /// `count` of them and all are finite.
    static func numbers(in text: String?, count: Int) -> [Double]? {
        guard let text else { return nil }
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        return numbers.count == count && numbers.allSatisfy(\.isFinite) ? numbers : nil
    }
}
