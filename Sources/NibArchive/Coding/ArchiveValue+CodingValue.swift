import ViewCore

extension ArchiveValue {
    /// The archive form of a plain value: arrays and dictionaries become the archive's own
    /// collections, so a collection has one spelling whether or not it holds objects.
    public init(_ value: CodingValue) {
        switch value {
        case .array(let items): self = .array(items.map(ArchiveValue.init))
        case .dictionary(let items):
            // In the writers' order, so that the document equals itself read back from a file.
            self = .dictionary(
                items.sorted { $0.key.precedesByBytes($1.key) }.map { (key: $0.key, value: ArchiveValue($0.value)) })
        default: self = .value(value)
        }
    }

    /// The plain value, when the value holds no object or reference anywhere inside.
    ///
    /// A dictionary's keys become a Swift dictionary's, which holds one of two canonically
    /// equivalent keys (a precomposed and a decomposed `é`) where the archive holds both.
    /// `KeyedUnarchiver` reports such a dictionary as an invalid value (`NIB0303`) instead of
    /// decoding it.
    public var codingValue: CodingValue? {
        switch self {
        case .value(let value): return value
        case .object, .reference: return nil
        case .array(let items):
            var values: [CodingValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let value = item.codingValue else { return nil }
                values.append(value)
            }
            return .array(values)
        case .dictionary(let items):
            var values: [String: CodingValue] = [:]
            for (key, item) in items {
                guard let value = item.codingValue else { return nil }
                values[key] = value
            }
            return .dictionary(values)
        }
    }

    /// The first two keys of a dictionary in this value (itself or nested in it) that are
    /// different bytes but equal `String`s, which a Swift dictionary would merge into one.
    var equivalentKeys: (String, String)? {
        switch self {
        case .value, .object, .reference: return nil
        case .array(let items):
            for item in items { if let clash = item.equivalentKeys { return clash } }
            return nil
        case .dictionary(let items):
            var seen: [String: String] = [:]
            for (key, item) in items {
                if let earlier = seen.updateValue(key, forKey: key), !earlier.hasSameBytes(as: key) {
                    return (earlier, key)
                }
                if let clash = item.equivalentKeys { return clash }
            }
            return nil
        }
    }

    /// The type name errors use (`"object"`, `"reference"`, or the plain value's).
    var typeName: String {
        switch self {
        case .value(let value): value.typeName
        case .object: "object"
        case .reference: "reference"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}
