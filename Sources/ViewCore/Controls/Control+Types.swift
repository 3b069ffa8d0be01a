import Foundation

extension Control {
    /// The events a control sends actions for, UIKit's `UIControl.Event`, with UIKit's bit values.
    ///
    /// Archives and interface files name the members (`eventType="touchUpInside"`);
    /// `Event(name:)` reads one name, `names` lists them.
    public struct Event: ArchivableOptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The event bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates a set from raw bits; unknown bits are kept as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down, as in a double tap.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control's bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control's bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged from outside into the control's bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from inside to outside the control's bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control's bounds: the usual tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control's bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a text field's return key.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen from the control's menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event: bits 0 to 11.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event: bits 16 to 19.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits 24 to 27, kept for application-defined events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits 28 to 31, kept for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event: all 32 bits.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events with their archive names, in bit order.
        public static let named: [(name: String, member: Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
            ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter),
            ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
            ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
            ("menuActionTriggered", .menuActionTriggered), ("editingDidBegin", .editingDidBegin),
            ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
            ("editingDidEndOnExit", .editingDidEndOnExit),
        ]

        /// The event with archive name `name` (`"touchUpInside"`), or nil for an unknown name.
        public init?(name: String) {
            guard let member = Self.named.first(where: { $0.name == name })?.member else { return nil }
            self = member
        }

        /// The names of the single events in the set, in bit order.
        public var names: [String] { memberNames }

        /// The event names joined by spaces, or `"[]"` for the empty set.
        public var description: String { names.isEmpty ? "[]" : names.joined(separator: " ") }
    }

    /// The state of a control, UIKit's `UIControl.State`: `.normal` is the empty set; per-state
    /// values (a button's titles) are looked up by it.
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The state bits, with UIKit's values.
        public let rawValue: UInt
        /// Creates a state from raw bits; unknown bits are kept as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The plain state, with no flags set: the empty set.
        public static let normal: State = []
        /// The control is being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled and ignores touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected, as a toggled button.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)

        /// The flags with their archive names.
        public static let named: [(name: String, member: State)] = [
            ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected), ("focused", .focused),
        ]

        /// The archive name: `"normal"`, a flag's name, or several joined by spaces (`"highlighted selected"`).
        public var name: String {
            let names = Self.named.filter { contains($0.member) }.map(\.name)
            return names.isEmpty ? "normal" : names.joined(separator: " ")
        }

        /// The state named `name` (as `name` spells it), or nil.
        public init?(name: String) {
            if name == "normal" { self = .normal; return }
            var state: State = []
            for part in name.split(separator: " ") {
                guard let member = Self.named.first(where: { $0.name == part })?.member else { return nil }
                state.insert(member)
            }
            guard !state.isEmpty else { return nil }
            self = state
        }

        /// The archive name, as `name` gives it.
        public var description: String { name }
    }

    /// How content is placed horizontally within the control, UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: String, ArchivableEnum, Sendable {
        /// `left` and `right` are absolute, `leading` and `trailing` follow the layout direction;
        /// `fill` stretches the content.
        case center, left, right, fill, leading, trailing
    }

    /// How content is placed vertically within the control, UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: String, ArchivableEnum, Sendable {
        /// `fill` stretches the content to the control's height.
        case center, top, bottom, fill
    }
}

extension Dictionary where Key == Control.State {
    /// The dictionary keyed by state names, as archives store per-state values.
    func keyedByStateName() -> [String: Value] {
        Dictionary<String, Value>(uniqueKeysWithValues: map { ($0.key.name, $0.value) })
    }
}

extension Coder {
    /// Decodes a per-state dictionary (`{"normal": ..., "highlighted": ...}`).
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown state name.
    func decodePerState<T: CodingValueConvertible>(_ type: T.Type, forKey key: String) throws -> [Control.State: T]? {
        guard let byName = try decodeDictionary(of: T.self, forKey: key) else { return nil }
        var result: [Control.State: T] = [:]
        for (name, value) in byName {
            guard let state = Control.State(name: name) else {
                throw error(.unknownEnumValue, "unknown control state \(quoted: name)", forKey: key)
            }
            result[state] = value
        }
        return result
    }

    /// Stores a per-state dictionary keyed by state names, nothing when it is empty.
    func encodePerState<T: CodingValueConvertible>(_ values: [Control.State: T], forKey key: String) {
        if !values.isEmpty { encode(values.keyedByStateName(), forKey: key) }
    }
}
