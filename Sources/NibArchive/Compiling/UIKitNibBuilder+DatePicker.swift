import Foundation

extension UIKitNibBuilder {
    /// `UIDatePickerStyle` by the name a document gives it.
    static let datePickerStyles = ["automatic": 0, "wheels": 1, "compact": 2, "inline": 3]
    /// `UIDatePickerMode` by the name a document gives it.
    static let datePickerModes = ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3, "yearAndMonth": 4]

    /// A `<datePicker>`'s keys as `-[UIDatePicker encodeWithCoder:]` writes them (published
    /// decompilations of UIKitCore 26.1), each left out at UIKit's default: `UIPickerStyle`
    /// (automatic, 0), `UIDatePickerMode` (date and time, 2), `UIMinuteInterval` (1), a
    /// countdown's `UICountDownDuration` (a float, 0), and `UIDatePickerUseCurrentDateDuringDecoding`
    /// false for `useCurrentDate="NO"`: without it `-[UIDatePicker awakeFromNib]` shows the
    /// current date, whatever the nib's. Its dates and locale are children (`datePickerChild`).
    /// The picker makes its inner view itself, so it archives no subview.
    ///
    /// - Throws: `NIB0801` for a style or mode UIKit has no number for, or a compact or inline
    ///   style with a countdown or a year-and-month mode, which UIKit refuses as it loads.
    mutating func datePickerKeys(_ element: XMLElementNode, picker: NibObjectGraph.Ref) throws(ArchiveReadError) {
        try controlAttributes(element, control: picker)
        let style = try numbered(element, "style", in: Self.datePickerStyles) ?? 0
        let mode = try numbered(element, "datePickerMode", in: Self.datePickerModes) ?? 2
        // `_UIDatePickerClassForStyleAndMode` raises for these.
        if [2, 3].contains(style), [3, 4].contains(mode) { throw invalid(element, "style") }
        if style != 0 { graph.set(picker, "UIPickerStyle", NibObjectGraph.integer(style)) }
        if mode != 2 { graph.set(picker, "UIDatePickerMode", NibObjectGraph.integer(mode)) }
        if let interval = try number(element, "minuteInterval"), interval != 1 {
            guard let whole = Int(exactly: interval) else { throw invalid(element, "minuteInterval") }
            graph.set(picker, "UIMinuteInterval", NibObjectGraph.integer(whole))
        }
        if mode == 3, let duration = try number(element, "countDownDuration"), duration != 0 {
            graph.set(picker, "UICountDownDuration", .float(Float(duration)))
        }
        if element.attribute("useCurrentDate", is: "NO") {
            graph.set(picker, "UIDatePickerUseCurrentDateDuringDecoding", .bool(false))
        }
    }

    /// A `<datePicker>`'s child with an archived form: `<date key="date|minimumDate|maximumDate">`
    /// an `NSDate` (`NS.time`, seconds since 2001) under `UIDate`, `UIMinimumDate`,
    /// `UIMaximumDate`, none for a countdown (its decoder reads none); `<locale key="locale">` an
    /// `NSLocale` (`NS.identifier`) under `UILocale`. False for any other child.
    mutating func datePickerChild(_ child: XMLElementNode, of picker: NibObjectGraph.Ref, element: XMLElementNode)
        throws(ArchiveReadError) -> Bool
    {
        switch (child.name, child["key"] ?? "") {
        case ("date", let key) where ["date", "minimumDate", "maximumDate"].contains(key):
            guard let time = try number(child, "timeIntervalSinceReferenceDate") else {
                throw invalid(child, "timeIntervalSinceReferenceDate")
            }
            if element["datePickerMode"] == "countDownTimer" { return true }
            let date = graph.add("NSDate")
            graph.set(date, "NS.time", .double(time))
            graph.set(picker, "UI" + key.prefix(1).uppercased() + key.dropFirst(), date)
            return true
        case ("locale", "locale"):
            guard let identifier = child["localeIdentifier"] else { throw invalid(child, "localeIdentifier") }
            let locale = graph.add("NSLocale")
            graph.set(locale, "NS.identifier", graph.string(identifier))
            graph.set(picker, "UILocale", locale)
            return true
        default: return false
        }
    }
}
