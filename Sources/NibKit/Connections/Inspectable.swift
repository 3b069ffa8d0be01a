import ViewCore

/// Marks a property that an interface file may set by name as a user-defined runtime attribute
/// (Interface Builder's `@IBInspectable`): one line per attribute. The nib loader applies such
/// attributes after connections and before `awakeFromNib()`, checking the value's type.
///
/// ```swift
/// final class BadgeView: View {
///     @Inspectable var badgeText = ""
///     @Inspectable var badgeColor: Color = .systemRed
/// }
/// ```
@propertyWrapper
public struct Inspectable<Value: CodingValueConvertible>: AnyInspectable {
    private let storage: OutletStorage<Value>

    /// Declares the attribute with its default value, used until a nib sets one.
    public init(wrappedValue: Value) {
        storage = OutletStorage(wrappedValue)
    }

    /// The property's value; a runtime attribute from a nib replaces it before `awakeFromNib()`.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var typeName: String { Value.codingTypeName }

    func accepts(_ value: CodingValue) -> Bool { Value(codingValue: value) != nil }

    func set(_ value: CodingValue) -> Bool {
        guard let typed = Value(codingValue: value) else { return false }
        storage.value = typed
        return true
    }
}

/// What the loader needs of any inspectable property.
protocol AnyInspectable {
    var typeName: String { get }
    /// Whether `value` has the property's type.
    func accepts(_ value: CodingValue) -> Bool
    /// Stores `value`; false when it is of the wrong type.
    func set(_ value: CodingValue) -> Bool
}
