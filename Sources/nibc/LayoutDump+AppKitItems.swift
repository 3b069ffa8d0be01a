import Foundation
import NibArchive

/// The views AppKit shows for a tab view's items, a grid view's cells and a table column's
/// prototype cells, which a macOS file holds apart from the view tree (under the
/// `NSTabViewItem`, the `NSGridCell` and the `NSTableColumn`): `nibc dump --layout` makes them
/// subviews of their tab, grid or table view, so that they and what they hold are laid out and
/// printed.
extension LayoutDump {
    /// Moves each tab view item's view into its tab view's subviews, in the tab view's content
    /// rectangle, each grid cell's view into its grid view's subviews, at the frame the file
    /// gave it, and each table column's prototype cell views into its table's subviews, at the
    /// rectangles the file gave them (the size a row shows them at); in the objects below
    /// `objects`.
    static func placeAppKitItemViews(in objects: [ArchiveObject]) {
        var pending = objects
        while let object = pending.popLast() {
            for entry in object.entries { pending += Self.objects(in: entry.value) }
            var placed: [ArchiveValue] = []
            let content = tabContentRect(of: object)
            for item in Self.objects(under: object, key: "tabViewItems") {
                guard let index = item.index(ofKey: "view"), case .object(let view) = item.entries[index].value
                else { continue }
                if let content, let frame = view.index(ofKey: "frame") {
                    view.entries[frame].value = .value(.rect(content))
                }
                item.entries.remove(at: index)
                placed.append(.object(view))
            }
            // A grid cell's view is in the grid's coordinates; the cell keeps a reference to
            // it, which `arrangeAppKitGridViews` follows.
            for cell in Self.objects(under: object, key: "gridCells") {
                guard let index = cell.index(ofKey: "contentView"), case .object(let view) = cell.entries[index].value
                else { continue }
                cell.entries[index].value = .reference(view.id)
                placed.append(.object(view))
            }
            for column in Self.objects(under: object, key: "tableColumns") {
                guard let index = column.index(ofKey: "prototypeCellViews"),
                    case .array(let views) = column.entries[index].value
                else { continue }
                column.entries.remove(at: index)
                // The table sets each cell view's frame to its row's: the view keeps the one the
                // file gave it, whatever its own constraints would make of it.
                for case .object(let view) in views { heldAtItsRow(view) }
                placed += views
            }
            append(placed, toSubviewsOf: object)
            // Their items no longer hold them: what they hold is placed from here.
            pending += Self.objects(in: .array(placed))
        }
    }

    /// Appends `views` to `object`'s subviews (an entry made for them when it has none).
    private static func append(_ views: [ArchiveValue], toSubviewsOf object: ArchiveObject) {
        guard !views.isEmpty else { return }
        if let index = object.index(ofKey: "subviews"), case .array(let subviews) = object.entries[index].value {
            object.entries[index].value = .array(subviews + views)
        } else {
            object.entries.append(ArchiveEntry(key: "subviews", value: .array(views), location: object.location))
        }
    }

    /// The rectangle AppKit shows a tab view's selected item in, in the tab view's (flipped)
    /// coordinates, for the regular control size: inside the bezel, 10 points from the sides,
    /// 33 from the top below the tabs (7 without tabs) and 13 from the bottom; the whole tab
    /// view without a border. Nil for other kinds and sizes (the items keep their frames).
    static func tabContentRect(of tabView: ArchiveObject) -> CGRect? {
        guard let index = tabView.index(ofKey: "frame"), case .value(.rect(let frame)) = tabView.entries[index].value,
            xcodeAttribute("controlSize", of: tabView) ?? "regular" == "regular"
        else { return nil }
        let bounds = CGRect(origin: .zero, size: frame.size)
        switch xcodeAttribute("type", of: tabView) ?? "topTabsBezelBorder" {
        case "topTabsBezelBorder":
            return CGRect(x: 10, y: 33, width: max(0, bounds.width - 20), height: max(0, bounds.height - 46))
        case "noTabsBezelBorder":
            return CGRect(x: 10, y: 7, width: max(0, bounds.width - 20), height: max(0, bounds.height - 20))
        case "noTabsNoBorder":
            return bounds
        default:
            return nil
        }
    }

    /// Takes the view of each toolbar, touch bar and menu item below `objects` (its `view`, or
    /// its view controller's) out of the item and returns them: AppKit shows each at the size
    /// of its item, apart from any view tree, so `nibc dump --layout` lays each out as a root
    /// at the frame the file gave it.
    static func liftAppKitItemViews(in objects: [ArchiveObject]) -> [ArchiveObject] {
        var lifted: [ArchiveObject] = []
        var pending = objects
        while let object = pending.popLast() {
            for entry in object.entries { pending += Self.objects(in: entry.value) }
            guard ["NSToolbarItem", "NSTouchBarItem", "NSMenuItem"].contains(object.className) else { continue }
            if let index = object.index(ofKey: "view"), case .object(let view) = object.entries[index].value {
                object.entries.remove(at: index)
                lifted.append(view)
            } else if let index = object.index(ofKey: "viewController"),
                case .object(let controller) = object.entries[index].value,
                let viewIndex = controller.index(ofKey: "view"),
                case .object(let view) = controller.entries[viewIndex].value
            {
                controller.entries.remove(at: viewIndex)
                lifted.append(view)
            }
        }
        // The item sets its view's frame: the view keeps the one the file gave it.
        lifted.forEach(heldAtItsFrame)
        return lifted
    }

    /// Makes `view` translate its autoresizing mask: the container that shows it sets its
    /// frame, which it keeps as the file gave it.
    static func heldAtItsFrame(_ view: ArchiveObject) {
        let key = "translatesAutoresizingMaskIntoConstraints"
        view.entries.removeAll { $0.key == key }
        view.entries.append(ArchiveEntry(key: key, value: .value(.bool(true)), location: view.location))
    }

    /// `view` held at its frame as a table holds a row's cell view: as high as the row whatever
    /// the table's height (AppKit's `frameOfCell(atColumn:row:)`), so the vertical parts of its
    /// autoresizing mask go; it follows its column's width.
    static func heldAtItsRow(_ view: ArchiveObject) {
        heldAtItsFrame(view)
        guard let index = view.index(ofKey: "autoresizingMask"),
            case .value(.string(let mask)) = view.entries[index].value
        else { return }
        let vertical: Set = ["flexibleHeight", "flexibleTopMargin", "flexibleBottomMargin"]
        let kept = mask.split(separator: " ").filter { !vertical.contains(String($0)) }
        view.entries[index].value = .value(.string(kept.joined(separator: " ")))
    }

    /// The objects an entry holds directly (an object, or the objects of an array).
    static func objects(in value: ArchiveValue) -> [ArchiveObject] {
        switch value {
        case .object(let object): [object]
        case .array(let values): values.flatMap { objects(in: $0) }
        default: []
        }
    }

    private static func objects(under object: ArchiveObject, key: String) -> [ArchiveObject] {
        object.index(ofKey: key).map { objects(in: object.entries[$0].value) } ?? []
    }
}
