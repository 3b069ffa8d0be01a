/// The look of a navigation bar, toolbar, tab bar or search bar, UIKit's `UIBarStyle`.
public enum BarStyle: String, ArchivableEnum, Sendable {
    /// The default light bar, or a dark one; `blackTranslucent` is the deprecated name older
    /// interface files still write.
    case `default`, black, blackTranslucent
}
