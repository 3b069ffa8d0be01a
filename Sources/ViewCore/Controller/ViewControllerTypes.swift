import Foundation

extension ViewController {
    /// How a controller is presented modally, UIKit's `UIModalPresentationStyle`.
    public enum ModalPresentationStyle: String, ArchivableEnum, Sendable {
        case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
        case overCurrentContext, popover, none
    }

    /// The transition of a modal presentation, UIKit's `UIModalTransitionStyle`.
    public enum ModalTransitionStyle: String, ArchivableEnum, Sendable {
        case coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    /// Where the view stands in an appearance transition.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }
}
