import Foundation

/// A control for picking a date, a time or a countdown duration, UIKit's `UIDatePicker`.
///
/// Dates are archived as reals, seconds since 2001-01-01 00:00 UTC (`timeIntervalSinceReferenceDate`,
/// as Interface Builder stores them); `date` only when the file sets one (Interface Builder's
/// `useCurrentDate="NO"`), since a picker made in code shows the current date.
///
/// Archived keys: `datePickerMode`, `preferredDatePickerStyle`, `date`, `minimumDate`,
/// `maximumDate`, `countDownDuration`, `minuteInterval`, `locale` (an identifier such as
/// `"en_US"`), `roundsToMinuteInterval`.
open class DatePicker: Control {
    /// What the picker picks, UIKit's `UIDatePicker.Mode`.
    public enum Mode: String, ArchivableEnum, Sendable {
        /// A time, a date, both, a countdown duration, or a year and month.
        case time, date, dateAndTime, countDownTimer, yearAndMonth
    }

    /// How the picker is shown, UIKit's `UIDatePickerStyle`.
    public enum Style: String, ArchivableEnum, Sendable {
        /// Let the system decide, wheels, a compact button, or an inline calendar.
        case automatic, wheels, compact, inline
    }

    /// What the picker picks; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime
    /// How the picker is shown; `.automatic` by default.
    open var preferredDatePickerStyle: Style = .automatic
    /// The date shown; the current date when the picker is made.
    open var date: Date = Date() { didSet { dateWasSet = true } }
    /// The earliest date that can be picked; nil: no limit.
    open var minimumDate: Date?
    /// The latest date that can be picked; nil: no limit.
    open var maximumDate: Date?
    /// The duration shown in `.countDownTimer` mode, in seconds; 0 by default.
    open var countDownDuration: TimeInterval = 0
    /// The step of the minutes wheel, from 1 to 30 and dividing 60; 1 by default.
    open var minuteInterval = 1
    /// The locale the picker formats with; nil uses the current one.
    open var locale: Locale?
    /// Whether a picked time is rounded to `minuteInterval`; true by default.
    open var roundsToMinuteInterval = true

    /// Whether `date` was set (in code or by an archive) rather than left at the creation time.
    private var dateWasSet = false

    /// Creates a date picker with `frame`, showing the current date.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets `date`; there is no animation.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Creates a date picker from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type, an unknown name, or a minute
    ///   interval that is not a divisor of 60 between 1 and 30.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        try DatePicker.pickerProperties.decode(into: self, from: coder)
    }

    private static let pickerProperties = ArchivedProperties<DatePicker>([
        .value("datePickerMode", Mode.self) { $0.datePickerMode = $1 },
        .value("preferredDatePickerStyle", Style.self) { $0.preferredDatePickerStyle = $1 },
        .value("date", Double.self) { $0.date = Date(timeIntervalSinceReferenceDate: $1) },
        .optional("minimumDate", Double.self) { $0.minimumDate = $1.map(Date.init(timeIntervalSinceReferenceDate:)) },
        .optional("maximumDate", Double.self) { $0.maximumDate = $1.map(Date.init(timeIntervalSinceReferenceDate:)) },
        .value("countDownDuration", Double.self) { $0.countDownDuration = $1 },
        .init("minuteInterval") { picker, coder in
            guard let interval = try coder.decode(Int.self, forKey: "minuteInterval") else { return }
            guard (1...30).contains(interval), 60 % interval == 0 else {
                throw coder.error(
                    .invalidValue, "minuteInterval must divide 60 and lie in 1...30, found \(interval)",
                    forKey: "minuteInterval")
            }
            picker.minuteInterval = interval
        },
        .optional("locale", String.self) { $0.locale = $1.map(Locale.init(identifier:)) },
        .value("roundsToMinuteInterval", Bool.self) { $0.roundsToMinuteInterval = $1 },
    ])

    /// Writes the control's properties, then the picker's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(datePickerMode, forKey: "datePickerMode", omittingDefault: .dateAndTime)
        coder.encode(preferredDatePickerStyle, forKey: "preferredDatePickerStyle", omittingDefault: .automatic)
        if dateWasSet { coder.encode(date.timeIntervalSinceReferenceDate, forKey: "date") }
        coder.encode(minimumDate?.timeIntervalSinceReferenceDate, forKey: "minimumDate")
        coder.encode(maximumDate?.timeIntervalSinceReferenceDate, forKey: "maximumDate")
        coder.encode(countDownDuration, forKey: "countDownDuration", omittingDefault: 0)
        coder.encode(minuteInterval, forKey: "minuteInterval", omittingDefault: 1)
        coder.encode(locale?.identifier, forKey: "locale")
        coder.encode(roundsToMinuteInterval, forKey: "roundsToMinuteInterval", omittingDefault: true)
    }
}
