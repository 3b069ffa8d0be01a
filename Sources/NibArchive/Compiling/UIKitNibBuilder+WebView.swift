import Foundation

extension UIKitNibBuilder {
    /// The settings of a `<webView>` (UIKit's deprecated `UIWebView`) that have no key: their
    /// effect would be lost.
    static let webViewSettings = [
        "allowsInlineMediaPlayback", "mediaPlaybackRequiresUserAction", "mediaPlaybackAllowsAirPlay",
        "suppressesIncrementalRendering", "keyboardDisplayRequiresUserAction", "paginationMode",
        "paginationBreakingMode", "pageLength", "gapBetweenPages", "allowsPictureInPictureMediaPlayback",
        "allowsLinkPreview",
    ]

    /// A `<webView>`'s own settings: `UIScalesPageToFit` when set. `-[UIWebView initWithCoder:]`
    /// reads only that, `UIDelegate` and `UIDataDetectorTypes` (published decompilations of
    /// UIKitCore 26.1; xib2nib writes the same); the delegate is an outlet, the data detectors
    /// are compiled with the view's children (`dataDetectors`).
    ///
    /// - Throws: `NIB0801` for a setting the decoder reads no key for.
    mutating func webViewAttributes(_ element: XMLElementNode, webView: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let setting = Self.webViewSettings.first(where: { element.has($0) }) { throw invalid(element, setting) }
        setFlags([("scalesPageToFit", "YES", "UIScalesPageToFit", true)], of: element, on: webView)
    }
}
