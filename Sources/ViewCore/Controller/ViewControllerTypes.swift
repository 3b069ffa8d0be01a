import Foundation

extension ViewController {
    /// How a controller is presented modally, UIKit's `UIModalPresentationStyle`.
    public enum ModalPresentationStyle: String, ArchivableEnum, Sendable {
        /// UIKit's styles of the same names; NibKit archives the style but does not present.
        case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
        /// UIKit's styles of the same names; `none` is UIKit's `.none`.
        case overCurrentContext, popover, none
    }

    /// The transition of a modal presentation, UIKit's `UIModalTransitionStyle`.
    public enum ModalTransitionStyle: String, ArchivableEnum, Sendable {
        /// UIKit's transitions of the same names; NibKit archives the style but does not animate.
        case coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    /// Where the view stands in an appearance transition.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }
}
