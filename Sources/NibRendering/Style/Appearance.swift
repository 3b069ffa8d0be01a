import Foundation

/// Which of UIKit's appearances a picture is drawn in: system colours (`label`,
/// `systemBackground`, `systemBlue`, ...) take their light or dark values; colours given as
/// components are drawn as they are.
public enum Appearance: String, Sendable, CaseIterable {
    /// UIKit's light appearance (`UIUserInterfaceStyle.light`).
    case light
    /// UIKit's dark appearance (`UIUserInterfaceStyle.dark`), base elevation.
    case dark
}
