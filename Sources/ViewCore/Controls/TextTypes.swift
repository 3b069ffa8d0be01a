import Foundation

/// How lines of text are aligned, UIKit's `NSTextAlignment`.
public enum TextAlignment: String, ArchivableEnum, Sendable {
    /// `left` and `right` are absolute; `justified` fills whole lines.
    case left, center, right, justified
    /// Left for left-to-right text, right for right-to-left: the default of every text view.
    case natural
}

/// How a line of text that does not fit is wrapped or truncated, UIKit's `NSLineBreakMode`.
public enum LineBreakMode: String, ArchivableEnum, Sendable {
    /// Wrap at words or at characters, clip, or truncate at the head, tail or middle with an ellipsis.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The keyboard a text input asks for, UIKit's `UIKeyboardType`.
public enum KeyboardType: String, ArchivableEnum, Sendable {
    /// UIKit's keyboard types of the same names.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    /// UIKit's keyboard types of the same names.
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The deprecated name of `asciiCapable`, which Interface Builder still writes.
    case alphabet
}

/// The title of the keyboard's return key, UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: String, ArchivableEnum, Sendable {
    /// UIKit's return keys of the same names; the key shows that title.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard turns on the shift key, UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: String, ArchivableEnum, Sendable {
    /// Never; at each word; at each sentence; or for every character.
    case none, words, sentences, allCharacters
}

/// Whether autocorrection is on, UIKit's `UITextAutocorrectionType`; `.default` lets the system decide.
public enum TextAutocorrectionType: String, ArchivableEnum, Sendable {
    /// Let the system decide, or turn autocorrection off or on.
    case `default`, no, yes
}

/// The text views' way to the current `TextMeasuring` (see `View.textMeasuring`).
enum TextMetrics {
    /// The size of `text` in `font`: wrapped to `width` (nil: never wrap), keeping at most
    /// `maxLines` lines (0: no limit).
    static func size(of text: String, font: Font, wrappingTo width: CGFloat? = nil, maxLines: Int = 0) -> CGSize {
        measure(text, font: font, wrappingTo: width, maxLines: maxLines).size
    }

    /// The full measurement (size and baselines) of `text`; see `size(of:font:wrappingTo:maxLines:)`.
    static func measure(_ text: String, font: Font, wrappingTo width: CGFloat? = nil, maxLines: Int = 0)
        -> TextMeasurement
    {
        View.textMeasuring.measure(text, font: font, wrappingTo: width, numberOfLines: maxLines)
    }

    /// Where the first (or last) baseline of `text` lies in a view that centres it vertically,
    /// as `View.baselinePlacement(last:)` says it: half the height down, plus the baseline's
    /// offset from the text's middle.
    static func centredBaseline(
        _ text: String, font: Font, wrappingTo width: CGFloat? = nil, maxLines: Int = 1, last: Bool
    ) -> (fraction: CGFloat, offset: CGFloat) {
        let measured = measure(text, font: font, wrappingTo: width, maxLines: maxLines)
        return (0.5, (last ? measured.lastBaseline : measured.firstBaseline) - measured.size.height / 2)
    }
}

/// Whether spell checking is on, UIKit's `UITextSpellCheckingType`; `.default` lets the system decide.
public enum TextSpellCheckingType: String, ArchivableEnum, Sendable {
    /// Let the system decide, or turn spell checking off or on.
    case `default`, no, yes
}

/// Whether quotes are made typographic as typed, UIKit's `UITextSmartQuotesType`.
public enum TextSmartQuotesType: String, ArchivableEnum, Sendable {
    /// Let the system decide, or turn smart quotes off or on.
    case `default`, no, yes
}

/// Whether double hyphens become dashes as typed, UIKit's `UITextSmartDashesType`.
public enum TextSmartDashesType: String, ArchivableEnum, Sendable {
    /// Let the system decide, or turn smart dashes off or on.
    case `default`, no, yes
}

/// Whether spaces are added and removed around pasted words, UIKit's `UITextSmartInsertDeleteType`.
public enum TextSmartInsertDeleteType: String, ArchivableEnum, Sendable {
    /// Let the system decide, or turn smart insertion off or on.
    case `default`, no, yes
}

/// The look of the keyboard, UIKit's `UIKeyboardAppearance`.
public enum KeyboardAppearance: String, ArchivableEnum, Sendable {
    /// The system's look, dark, light, or `alert` (the old name of dark).
    case `default`, dark, light, alert
}

/// How text shrunk to fit its width is placed vertically, UIKit's `UIBaselineAdjustment`.
public enum BaselineAdjustment: String, ArchivableEnum, Sendable {
    /// Keep the baselines, center the text vertically, or keep the top edge.
    case alignBaselines, alignCenters, none
}
