import Foundation
import NibArchive

extension NIBArchive {
    /// The indices of the objects of class `name`, in table order.
    public func indices(ofClass name: String) -> [Int] {
        objects.indices.filter { className(of: objects[$0]) == name }
    }

    /// The payload of object `index` under `key`; nil when it has none.
    public func value(_ index: Int, _ key: String) -> NIBArchive.Payload? {
        values(of: objects[index]).first { self.key(of: $0) == key }?.payload
    }

    /// The text of the `NSString` that object `index` references under `key`.
    public func string(_ index: Int, _ key: String) -> String? {
        guard case .object(let string)? = value(index, key) else { return nil }
        return text(ofString: string)
    }

    /// The text of object `index`, an `NSString`.
    public func text(ofString index: Int) -> String? {
        guard case .data(let bytes)? = value(index, "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The keys, as text, of the `NSDictionary` at `index`, in archived order.
    public func dictionaryKeys(_ index: Int) -> [String] {
        let items = items(index)
        return stride(from: 0, to: items.count, by: 2).compactMap { text(ofString: items[$0]) }
    }

    /// The nib's top-level objects (its root's `UINibTopLevelObjectsKey`), in order; empty
    /// when it lists none.
    public func topLevelObjects() -> [Int] {
        guard !objects.isEmpty, case .object(let list)? = value(0, "UINibTopLevelObjectsKey") else { return [] }
        return items(list)
    }

    /// The objects a collection (`NSArray`, `NSDictionary`, ...) at `index` holds, in order.
    public func items(_ index: Int) -> [Int] {
        values(of: objects[index]).compactMap { value in
            guard key(of: value) == "UINibEncoderEmptyKey", case .object(let item) = value.payload else { return nil }
            return item
        }
    }
}
