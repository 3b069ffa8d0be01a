import Foundation

/// A map view (MapKit's `MKMapView`) kept as a plain view with its frame: there is no map.
/// Interface files place map views; NibKit loads them so the rest of the tree lays out.
///
/// Archived keys: `View`'s only.
open class MapView: View {
    /// Creates a map view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a map view from an archive with `View`'s keys.
    ///
    /// - Throws: `CodingError` as `View.init(coder:)`.
    public required init(coder: Coder) throws {
        try super.init(coder: coder)
    }
}
