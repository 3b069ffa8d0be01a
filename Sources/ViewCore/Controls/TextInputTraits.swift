import Foundation

/// The keyboard settings of a text input, UIKit's `UITextInputTraits`: `TextField`, `TextView`
/// and `SearchBar` adopt it with their own stored properties; the archive keys are the property
/// names.
///
/// Archived keys: `autocapitalizationType`, `autocorrectionType`, `spellCheckingType`,
/// `smartQuotesType`, `smartDashesType`, `smartInsertDeleteType`, `keyboardType`,
/// `keyboardAppearance`, `returnKeyType`, `enablesReturnKeyAutomatically`, `isSecureTextEntry`,
/// `textContentType`.
public protocol TextInputTraits: AnyObject {
    /// Automatic capitalization.
    var autocapitalizationType: TextAutocapitalizationType { get set }
    /// Autocorrection.
    var autocorrectionType: TextAutocorrectionType { get set }
    /// Spell checking.
    var spellCheckingType: TextSpellCheckingType { get set }
    /// Smart quotes.
    var smartQuotesType: TextSmartQuotesType { get set }
    /// Smart dashes.
    var smartDashesType: TextSmartDashesType { get set }
    /// Smart insertion and deletion of spaces.
    var smartInsertDeleteType: TextSmartInsertDeleteType { get set }
    /// The keyboard asked for.
    var keyboardType: KeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: KeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: ReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as typed (passwords).
    var isSecureTextEntry: Bool { get set }
    /// What the text is (a user name, a one-time code...), for autofill; nil by default.
    var textContentType: TextContentType? { get set }
}

extension TextInputTraits {
    /// Reads the traits' keys that the archive holds.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or an unknown name.
    func decodeTextInputTraits(from coder: Coder) throws {
        if let v = try coder.decode(TextAutocapitalizationType.self, forKey: "autocapitalizationType") {
            autocapitalizationType = v
        }
        if let v = try coder.decode(TextAutocorrectionType.self, forKey: "autocorrectionType") {
            autocorrectionType = v
        }
        if let v = try coder.decode(TextSpellCheckingType.self, forKey: "spellCheckingType") { spellCheckingType = v }
        if let v = try coder.decode(TextSmartQuotesType.self, forKey: "smartQuotesType") { smartQuotesType = v }
        if let v = try coder.decode(TextSmartDashesType.self, forKey: "smartDashesType") { smartDashesType = v }
        if let v = try coder.decode(TextSmartInsertDeleteType.self, forKey: "smartInsertDeleteType") {
            smartInsertDeleteType = v
        }
        if let v = try coder.decode(KeyboardType.self, forKey: "keyboardType") { keyboardType = v }
        if let v = try coder.decode(KeyboardAppearance.self, forKey: "keyboardAppearance") { keyboardAppearance = v }
        if let v = try coder.decode(ReturnKeyType.self, forKey: "returnKeyType") { returnKeyType = v }
        if let v = try coder.decode(Bool.self, forKey: "enablesReturnKeyAutomatically") {
            enablesReturnKeyAutomatically = v
        }
        if let v = try coder.decode(Bool.self, forKey: "isSecureTextEntry") { isSecureTextEntry = v }
        if coder.containsValue(forKey: "textContentType") {
            textContentType = try coder.decode(TextContentType.self, forKey: "textContentType")
        }
    }

    /// Writes the traits that differ from their defaults; `autocapitalizationDefault` is the
    /// class's (`.sentences` for text fields and views, `.none` for search bars).
    func encodeTextInputTraits(with coder: Coder, autocapitalizationDefault: TextAutocapitalizationType) {
        coder.encode(
            autocapitalizationType, forKey: "autocapitalizationType", omittingDefault: autocapitalizationDefault)
        coder.encode(autocorrectionType, forKey: "autocorrectionType", omittingDefault: .default)
        coder.encode(spellCheckingType, forKey: "spellCheckingType", omittingDefault: .default)
        coder.encode(smartQuotesType, forKey: "smartQuotesType", omittingDefault: .default)
        coder.encode(smartDashesType, forKey: "smartDashesType", omittingDefault: .default)
        coder.encode(smartInsertDeleteType, forKey: "smartInsertDeleteType", omittingDefault: .default)
        coder.encode(keyboardType, forKey: "keyboardType", omittingDefault: .default)
        coder.encode(keyboardAppearance, forKey: "keyboardAppearance", omittingDefault: .default)
        coder.encode(returnKeyType, forKey: "returnKeyType", omittingDefault: .default)
        coder.encode(enablesReturnKeyAutomatically, forKey: "enablesReturnKeyAutomatically", omittingDefault: false)
        coder.encode(isSecureTextEntry, forKey: "isSecureTextEntry", omittingDefault: false)
        coder.encode(textContentType, forKey: "textContentType")
    }
}

/// What a text input holds, for autofill, UIKit's `UITextContentType`: a name, archived as is.
public struct TextContentType: RawRepresentable, Hashable, Sendable, CodingValueConvertible {
    /// The name, as UIKit's raw value and Interface Builder's `textContentType` attribute spell it.
    public let rawValue: String
    /// The content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// A password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    /// A person's full name.
    public static let name = TextContentType(rawValue: "name")
    /// A URL.
    public static let URL = TextContentType(rawValue: "url")

    /// The value as the archive stores it: `.string(rawValue)`.
    public var codingValue: CodingValue { .string(rawValue) }
    /// Reads any string.
    public init?(codingValue value: __shared CodingValue) {
        guard case .string(let name) = value else { return nil }
        rawValue = name
    }
    /// `"string"`, the archive's name for this type.
    public static var codingTypeName: String { "string" }
}
