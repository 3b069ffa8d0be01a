import Foundation

extension UIKitNibBuilder {
    /// `MKMapType` by the name a document gives it.
    static let mapTypes = [
        "standard": 0, "satellite": 1, "hybrid": 2, "satelliteFlyover": 3, "hybridFlyover": 4, "mutedStandard": 5,
    ]

    /// A map view's settings and the keys `-[MKMapView encodeWithCoder:]` writes them under
    /// (published decompilations of MapKit for iOS 26.1; `showsScale` alone ends in `Key`).
    static let mapFlags = [
        ("zoomEnabled", "MKZoomEnabled"), ("scrollEnabled", "MKScrollEnabled"), ("rotateEnabled", "MKRotateEnabled"),
        ("pitchEnabled", "MKPitchEnabled"), ("showsUserLocation", "MKShowsUserLocation"),
        ("showsBuildings", "MKShowsBuildings"), ("showsCompass", "MKShowsCompass"), ("showsScale", "MKShowsScaleKey"),
        ("showsTraffic", "MKShowsTraffic"), ("showsPointsOfInterest", "MKShowsPointsOfInterest"),
        ("showsUserTrackingButton", "MKShowsUserTrackingButton"),
    ]

    /// A `<mapView>`'s settings: `MKMapType` and each flag of `mapFlags` the document gives.
    /// `-[MKMapView initWithCoder:]` applies each key only when present and keeps MapKit's
    /// default otherwise, so what the document leaves out is left out.
    ///
    /// - Throws: `NIB0801` for a map type with no archived form, or a flag neither `YES` nor `NO`.
    mutating func mapViewAttributes(_ element: XMLElementNode, map: NibObjectGraph.Ref) throws(ArchiveReadError) {
        if let type = element["mapType"] {
            guard let value = Self.mapTypes[type] else { throw invalid(element, "mapType") }
            graph.set(map, "MKMapType", NibObjectGraph.integer(value))
        }
        for (attribute, key) in Self.mapFlags {
            guard let value = element[attribute] else { continue }
            guard value == "YES" || value == "NO" else { throw invalid(element, attribute) }
            graph.set(map, key, .bool(value == "YES"))
        }
    }
}
