import Foundation

/// A view controller whose view is a table view, UIKit's `UITableViewController`.
///
/// Its `loadView()` makes a table view of the controller's style unless the controller has an
/// archived view or a nib, as UIKit's.
///
/// Archived keys (besides `ViewController`'s): `clearsSelectionOnViewWillAppear`, `refreshControl`. The style is
/// not archived (UIKit has no property for it): a controller archived without its view makes a
/// `.plain` table.
open class TableViewController: ViewController {
    /// The style of the table view `loadView()` makes.
    private let tableViewStyle: TableView.Style
    /// Whether the table's selection is cleared each time the view appears; true by default.
    open var clearsSelectionOnViewWillAppear = true
    /// The control that refreshes the table's content (UIKit's `UIRefreshControl`, a plain
    /// `Control` here); nil by default.
    open var refreshControl: Control?

    /// Creates a controller whose table view will have `style`.
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table, or the view of the nib `nibName`.
    public override init(nibName: String?, bundle: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates a controller from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` as `ViewController.init(coder:)`, or for a value of the wrong type.
    public required init(coder: Coder) throws {
        tableViewStyle = .plain
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "clearsSelectionOnViewWillAppear") {
            clearsSelectionOnViewWillAppear = v
        }
        refreshControl = try coder.decodeObject(of: Control.self, forKey: "refreshControl")
    }

    /// Writes `ViewController`'s properties, then `clearsSelectionOnViewWillAppear` when off and
    /// `refreshControl` when there is one.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(clearsSelectionOnViewWillAppear, forKey: "clearsSelectionOnViewWillAppear", omittingDefault: true)
        if let refreshControl { coder.encode(refreshControl, forKey: "refreshControl") }
    }

    /// The controller's view as a table view; nil when the view is not one. Setting it sets `view`.
    open var tableView: TableView? {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes a table view of the controller's style, unless there is an archived view or a nib.
    open override func loadView() {
        guard archivedView == nil, nibName == nil else { return super.loadView() }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: tableViewStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = table
    }

    /// Clears the table's selection when `clearsSelectionOnViewWillAppear` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView { table.selectRow(at: nil) }
    }
}
