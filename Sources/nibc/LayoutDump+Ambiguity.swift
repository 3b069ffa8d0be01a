import Foundation
import NibKit

extension LayoutDump {
    /// Holds each view that Interface Builder marked ambiguous, and that the layout leaves free
    /// too, at the frame the file stored, in the attributes left free only (at priority 1, below
    /// every constraint of the file): Interface Builder does not move a view whose constraints do
    /// not place it, it shows it where it was, and warns. A view the layout leaves free but
    /// Interface Builder places is left as it is: the freedom is a rule NibKit lacks, which the
    /// file's frame must not hide. Returns whether any view was held.
    ///
    /// One kind of view is the exception: a view of the app's own class (`isOfAppsOwnClass`)
    /// that Interface Builder placed without calling it ambiguous keeps its stored width or
    /// height where the layout leaves them free. Interface Builder runs such a class's code
    /// (`@IBDesignable`), so the view had an intrinsic size NibKit cannot compute; the stored
    /// size is the file's only record of it. Its position is never held.
    ///
    /// `stored` is `StoredFrameContradiction.storedFrames(below:)`: every frame as the file
    /// stored it, in the root's coordinates.
    static func holdAmbiguousViews(
        _ undetermined: [AmbiguousLayout], markedBy marked: InterfaceBuilderAmbiguity?,
        stored: [ObjectIdentifier: CGRect]
    ) -> Bool {
        guard let marked else { return false }
        var held = false
        for layout in undetermined {
            let view = layout.view
            guard let id = view.unarchivedValues.archiveID, let superview = view.superview,
                let frame = stored[ObjectIdentifier(view)], let superframe = stored[ObjectIdentifier(superview)]
            else { continue }
            let attributes: [LayoutConstraint.Attribute]
            if marked.agrees(id: id, attributes: layout.attributes.map(\.rawValue)) {
                attributes = layout.attributes
            } else if Self.isOfAppsOwnClass(view), !marked.ambiguousViewIDs.contains(id) {
                attributes = layout.attributes.filter { $0 == .width || $0 == .height }
            } else {
                continue
            }
            // Constraints place alignment rectangles.
            let rect = view.alignmentRect(forFrame: frame)
            let superRect = superview.alignmentRect(forFrame: superframe)
            let (left, top) = (rect.minX - superRect.minX, rect.minY - superRect.minY)
            let stays = attributes.compactMap { attribute -> LayoutConstraint? in
                switch attribute {
                case .left: view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: left)
                case .top: view.topAnchor.constraint(equalTo: superview.topAnchor, constant: top)
                case .width: view.widthAnchor.constraint(equalToConstant: rect.width)
                case .height: view.heightAnchor.constraint(equalToConstant: rect.height)
                default: nil
                }
            }
            for stay in stays {
                stay.priority = LayoutPriority(1)
                stay.shouldBeArchived = false
                stay.isActive = true
            }
            held = held || !stays.isEmpty
        }
        return held
    }

    /// Whether `view` is a plain view of a class of the app's own (Cosmos's `CosmosView`, say),
    /// not one of UIKit's or AppKit's that the loader stood in for.
    static func isOfAppsOwnClass(_ view: View) -> Bool {
        guard type(of: view) == View.self, let name = view.unarchivedValues.originalClassName else { return false }
        // The prefixes of Apple's frameworks whose views a document may name (MapKit's,
        // WebKit's, AVKit's, SceneKit's, SpriteKit's, PassKit's).
        let apple = ["NS", "UI", "MK", "WK", "AV", "SCN", "SK", "PK"]
        return name != "View" && !apple.contains { name.hasPrefix($0) }
    }
}
