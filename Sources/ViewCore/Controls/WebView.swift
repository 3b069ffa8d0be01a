import Foundation

/// A web view (WebKit's `WKWebView`) kept as a plain view with its frame: there is no web engine.
/// Interface files place web views; NibKit loads them so the rest of the tree lays out.
///
/// Archived keys: `View`'s only.
open class WebView: View {
    /// Creates a web view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a web view from an archive with `View`'s keys.
    ///
    /// - Throws: `CodingError` as `View.init(coder:)`.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
    }
}
