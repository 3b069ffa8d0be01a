import Foundation

/// A row of dots showing the current page, UIKit's `UIPageControl`.
///
/// `currentPage` stays within `0 ..< numberOfPages` (0 when there are none). Setting it in
/// code sends nothing; `simulatePageChange(to:)` moves it as a tap would and sends
/// `.valueChanged`.
///
/// Archived keys: `numberOfPages`, `currentPage`, `hidesForSinglePage`, `pageIndicatorTintColor`,
/// `currentPageIndicatorTintColor`.
open class PageControl: Control {
    /// UIKit's page control height, 26 points; the width is left to constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 26) }

    /// The number of dots; 0 by default. Shrinking it pulls `currentPage` back into range.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedCurrentPage
        }
    }
    /// The highlighted dot, clamped to `0 ..< numberOfPages`; 0 by default.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }
    /// Whether the control hides when there is only one page.
    open var hidesForSinglePage = false
    /// The colour of the other dots.
    open var pageIndicatorTintColor: Color?
    /// The colour of the current dot.
    open var currentPageIndicatorTintColor: Color?

    private var storedCurrentPage = 0

    /// Creates a page control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` for a value of the wrong type or (`.invalidValue`) a negative page count.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
        if let v = try coder.decode(Int.self, forKey: "numberOfPages") {
            guard v >= 0 else {
                throw coder.error(
                    .invalidValue, "numberOfPages must not be negative, found \(v)", forKey: "numberOfPages")
            }
            numberOfPages = v
        }
        if let v = try coder.decode(Int.self, forKey: "currentPage") { currentPage = v }
        if let v = try coder.decode(Bool.self, forKey: "hidesForSinglePage") { hidesForSinglePage = v }
        pageIndicatorTintColor = try coder.decode(Color.self, forKey: "pageIndicatorTintColor")
        currentPageIndicatorTintColor = try coder.decode(Color.self, forKey: "currentPageIndicatorTintColor")
    }

    /// Writes the control's properties, then the page control's that differ from their defaults.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(numberOfPages, forKey: "numberOfPages", omittingDefault: 0)
        coder.encode(storedCurrentPage, forKey: "currentPage", omittingDefault: 0)
        coder.encode(hidesForSinglePage, forKey: "hidesForSinglePage", omittingDefault: false)
        coder.encode(pageIndicatorTintColor, forKey: "pageIndicatorTintColor")
        coder.encode(currentPageIndicatorTintColor, forKey: "currentPageIndicatorTintColor")
    }

    /// Moves to `page` (clamped) as a tap would and sends `.valueChanged`; does nothing when
    /// disabled or when the page does not change.
    ///
    /// - Returns: whether the page changed.
    @discardableResult
    public func simulatePageChange(to page: Int) -> Bool {
        let old = currentPage
        guard isEnabled else { return false }
        currentPage = page
        guard currentPage != old else { return false }
        sendActions(for: .valueChanged)
        return true
    }
}
