import Foundation

extension CompiledStoryboardReader {
    /// The key a compiled AppKit window controller keeps its content view controller under (in
    /// `nib.keys`): the source's relationship segue `window.shadowedContentViewController`.
    static let contentControllerKey = "IBWindowTemplateContentViewController"

    /// The keys a compiled UIKit container keeps the controllers of its relationship segues
    /// under (in `nib.keys`): ibtool archives them in the container's nib, every
    /// `UIViewController` decodes `UIChildViewControllers`, and a navigation or tab bar
    /// controller `UIViewControllers` as well (WinObjC's `UIViewController.mm`,
    /// `UINavigationController.mm`, `UITabBarController.mm`; Formats/nibarchive.md).
    static let childControllerKeys = ["UIChildViewControllers", "UIViewControllers"]

    /// The key a compiled child controller names its container under, which the relationship
    /// segue says already.
    static let parentControllerKey = "UIParentViewController"

    /// Whether `object` is a view or window controller, by its class or the class it swaps in for,
    /// or a storyboard reference, which stands for one.
    static func isController(_ object: ArchiveObject) -> Bool {
        object.className.hasSuffix("Controller") || object.baseClassName?.hasSuffix("Controller") == true
            || object.className == referenceClass
    }

    /// Takes the controllers a compiled container holds out of the keys it keeps and gives the
    /// container the relationship segues the source storyboard has, so each stands as its own
    /// scene, as in the source: an AppKit window controller's content controller
    /// (`window.shadowedContentViewController`); a UIKit navigation controller's root
    /// (`rootViewController`), a tab bar controller's tabs (`viewControllers`), a split view
    /// controller's columns (`masterViewController`, then `detailViewController`), any other
    /// controller's children (`viewControllers`), in the order archived.
    ///
    /// - Returns: the controllers taken out, in that order.
    /// - Complexity: O(n) in the number of kept keys and children.
    func detachChildren(of controller: ArchiveObject) -> [ArchiveObject] {
        if let content = takeKept(Self.contentControllerKey, from: controller), case .object(let child) = content {
            addSegue(
                relationship: "window.shadowedContentViewController", to: child, id: child.id + "-content",
                on: controller)
            return [child]
        }
        var children: [ArchiveObject] = []
        var named: [String] = []
        for key in Self.childControllerKeys {
            guard case .array(let items)? = takeKept(key, from: controller) else { continue }
            for item in items {
                switch item {
                case .object(let child) where Self.isController(child): children.append(child)
                case .reference(let id): named.append(id)
                default: break
                }
            }
        }
        // A child one key holds and another names: the archive has it once, under the first.
        var order: [String] = []
        for id in named + children.map(\.id) where !order.contains(id) { order.append(id) }
        let byID = Dictionary(children.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let found = order.compactMap { byID[$0] }
        for (position, child) in found.enumerated() {
            _ = takeKept(Self.parentControllerKey, from: child)
            let relationship = Self.relationshipName(of: controller, position: position)
            addSegue(relationship: relationship, to: child, id: child.id + "-relationship", on: controller)
        }
        return found
    }

    /// The name the source storyboard gives the relationship of a container's child at `position`.
    static func relationshipName(of container: ArchiveObject, position: Int) -> String {
        let names = [container.className, container.baseClassName ?? ""]
        if names.contains(where: { $0.hasSuffix("NavigationController") }) { return "rootViewController" }
        if names.contains(where: { $0.hasSuffix("SplitViewController") }) {
            return position == 0 ? "masterViewController" : "detailViewController"
        }
        return "viewControllers"
    }

    /// Gives `controller` a relationship segue to `child`.
    private func addSegue(relationship: String, to child: ArchiveObject, id: String, on controller: ArchiveObject) {
        let segue = ArchiveObject(
            className: "StoryboardSegue", id: id,
            entries: [
                ArchiveEntry(key: "destination", value: .reference(child.id)),
                ArchiveEntry(key: "kind", value: .value(.string("relationship"))),
                ArchiveEntry(key: "relationship", value: .value(.string(relationship))),
            ])
        Self.appendSegue(.object(segue), to: controller)
    }

    /// Appends `segue` to `object`'s `segues`.
    static func appendSegue(_ segue: ArchiveValue, to object: ArchiveObject) {
        if let segues = object.index(ofKey: "segues"), case .array(let items) = object.entries[segues].value {
            object.entries[segues].value = .array(items + [segue])
        } else {
            object.entries.append(ArchiveEntry(key: "segues", value: .array([segue])))
        }
    }

    /// Takes the value `object` keeps (in `nib.keys`) under the archived `key` out of the kept
    /// keys, removing `nib.keys` when it empties; nil when there is none.
    func takeKept(_ key: String, from object: ArchiveObject) -> ArchiveValue? {
        guard let position = object.index(ofKey: CompiledNibMapper.keptKey),
            case .dictionary(var kept) = object.entries[position].value,
            let index = kept.firstIndex(where: { $0.key == key })
        else { return nil }
        let value = kept.remove(at: index).value
        if kept.isEmpty {
            object.entries.remove(at: position)
        } else {
            object.entries[position].value = .dictionary(kept)
        }
        return value
    }

    /// A string `object` keeps under its archived `key`.
    static func keptString(_ object: ArchiveObject, _ key: String) -> String? {
        if case .value(.string(let text))? = kept(object, key) { return text }
        return nil
    }

    /// The value `object` keeps under its archived `key`.
    static func kept(_ object: ArchiveObject, _ key: String) -> ArchiveValue? {
        guard case .dictionary(let kept)? = object[CompiledNibMapper.keptKey] else { return nil }
        return kept.first(where: { $0.key == key })?.value
    }
}
