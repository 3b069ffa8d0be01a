import Foundation

/// A view controller whose view is a collection view, UIKit's `UICollectionViewController`.
///
/// Its `loadView()` makes a collection view with the controller's layout unless the controller
/// has an archived view or a nib, as UIKit's.
///
/// Archived keys (besides `ViewController`'s): `clearsSelectionOnViewWillAppear`. The layout is
/// archived with the collection view; a controller archived without its view makes a flow layout.
open class CollectionViewController: ViewController {
    private var layout: CollectionViewLayout
    /// Whether the selection is cleared each time the view appears; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view will place its items with `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout, or the view of the nib `nibName`.
    public override init(nibName: String?, bundle: Bundle?) {
        layout = CollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates a controller from an archive; see the type's documentation for the keys.
    ///
    /// - Throws: `CodingError` as `ViewController.init(coder:)`, or for a value of the wrong type.
    public required init(coder: Coder) throws {
        layout = CollectionViewFlowLayout()
        try super.init(coder: coder)
        if let v = try coder.decode(Bool.self, forKey: "clearsSelectionOnViewWillAppear") {
            clearsSelectionOnViewWillAppear = v
        }
    }

    /// Writes `ViewController`'s properties, then `clearsSelectionOnViewWillAppear` when off.
    open override func encode(with coder: Coder) {
        super.encode(with: coder)
        coder.encode(clearsSelectionOnViewWillAppear, forKey: "clearsSelectionOnViewWillAppear", omittingDefault: true)
    }

    /// The controller's view as a collection view; nil when the view is not one. Setting it sets `view`.
    open var collectionView: CollectionView? {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one `loadView()` will use before the view loads).
    public var collectionViewLayout: CollectionViewLayout {
        (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? layout
    }

    /// Makes a collection view with the controller's layout, unless there is an archived view or a nib.
    open override func loadView() {
        guard archivedView == nil, nibName == nil else { return super.loadView() }
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = collection
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView {
            collection.selectItem(at: nil)
        }
    }
}
