import Foundation

extension CompiledStoryboardReader {
    /// UIKit's segue template classes (without `UI`, as the mapper names them) and the segue
    /// kinds the Xcode reader gives their source.
    static let segueKinds: [String: String] = [
        "StoryboardShowSegueTemplate": "show", "StoryboardShowDetailSegueTemplate": "showDetail",
        "StoryboardPresentationSegueTemplate": "presentation",
        "StoryboardPopoverPresentationSegueTemplate": "popoverPresentation",
        "StoryboardEmbedSegueTemplate": "embed", "StoryboardPushSegueTemplate": "push",
        "StoryboardModalSegueTemplate": "modal", "StoryboardReplaceSegueTemplate": "replace",
        "StoryboardPopoverSegueTemplate": "popover",
    ]

    /// The key a compiled controller keeps its segue templates under (in `nib.keys`).
    static let segueTemplatesKey = "UIStoryboardSegueTemplates"

    /// Turns a controller's segue templates into the `segues` the Xcode reader gives the source:
    /// each template's `UIIdentifier` the segue's `identifier`, its class the `kind`, its
    /// `UIDestinationViewControllerIdentifier` (an identifier of `Info.plist`) the
    /// `destination`, the controller read from that identifier's nib; `UISegueClassName` a
    /// custom segue's class. A template whose destination no nib of the bundle holds (an unwind
    /// segue's, say) stays where it was kept.
    ///
    /// - Complexity: O(n) in the number of templates.
    func attachSegues(to controller: ArchiveObject, destinations: [String: String]) {
        guard let position = controller.entries.firstIndex(where: { $0.key == CompiledNibMapper.keptKey }),
            case .dictionary(var kept) = controller.entries[position].value,
            let index = kept.firstIndex(where: { $0.key == Self.segueTemplatesKey }),
            case .array(let templates) = kept[index].value
        else { return }
        var segues: [ArchiveValue] = []
        var left: [ArchiveValue] = []
        for item in templates {
            guard case .object(let template) = item, let kind = Self.segueKinds[template.className],
                let destination = Self.keptString(template, "UIDestinationViewControllerIdentifier")
                    .flatMap({ destinations[$0] })
            else {
                left.append(item)
                continue
            }
            var entries = [
                ArchiveEntry(key: "kind", value: .value(.string(kind))),
                ArchiveEntry(key: "destination", value: .reference(destination)),
            ]
            if let identifier = Self.keptString(template, "UIIdentifier") {
                entries.insert(ArchiveEntry(key: "identifier", value: .value(.string(identifier))), at: 0)
            }
            let className = Self.keptString(template, "UISegueClassName") ?? "StoryboardSegue"
            segues.append(.object(ArchiveObject(className: className, id: template.id, entries: entries)))
        }
        guard !segues.isEmpty else { return }
        if left.isEmpty { kept.remove(at: index) } else { kept[index].value = .array(left) }
        controller.entries[position].value = .dictionary(kept)
        if kept.isEmpty { controller.entries.remove(at: position) }
        controller.entries.append(ArchiveEntry(key: "segues", value: .array(segues)))
    }

    /// A string `template` keeps under its archived `key`.
    static func keptString(_ template: ArchiveObject, _ key: String) -> String? {
        guard case .dictionary(let kept)? = template[CompiledNibMapper.keptKey],
            case .value(.string(let text))? = kept.first(where: { $0.key == key })?.value
        else { return nil }
        return text
    }

    /// The key a compiled AppKit window controller keeps its content view controller under (in
    /// `nib.keys`): the source's relationship segue `window.shadowedContentViewController`.
    static let contentControllerKey = "IBWindowTemplateContentViewController"

    /// Whether `object` is a view or window controller, by its class or the class it swaps in for.
    static func isController(_ object: ArchiveObject) -> Bool {
        object.className.hasSuffix("Controller") || object.baseClassName?.hasSuffix("Controller") == true
    }

    /// Takes a compiled window controller's content view controller out of the keys it keeps
    /// and gives the window controller the relationship segue the source storyboard has
    /// (`kind` `relationship`, `relationship` `window.shadowedContentViewController`), so the
    /// content controller stands as its own scene, as in the source.
    ///
    /// - Returns: the content controller taken out, nil when `controller` holds none.
    func detachContentController(of controller: ArchiveObject) -> ArchiveObject? {
        guard let position = controller.entries.firstIndex(where: { $0.key == CompiledNibMapper.keptKey }),
            case .dictionary(var kept) = controller.entries[position].value,
            let index = kept.firstIndex(where: { $0.key == Self.contentControllerKey }),
            case .object(let content) = kept[index].value
        else { return nil }
        kept.remove(at: index)
        if kept.isEmpty {
            controller.entries.remove(at: position)
        } else {
            controller.entries[position].value = .dictionary(kept)
        }
        let segue = ArchiveObject(
            className: "StoryboardSegue", id: content.id + "-content",
            entries: [
                ArchiveEntry(key: "destination", value: .reference(content.id)),
                ArchiveEntry(key: "kind", value: .value(.string("relationship"))),
                ArchiveEntry(key: "relationship", value: .value(.string("window.shadowedContentViewController"))),
            ])
        if let segues = controller.index(ofKey: "segues"), case .array(let items) = controller.entries[segues].value {
            controller.entries[segues].value = .array(items + [.object(segue)])
        } else {
            controller.entries.append(ArchiveEntry(key: "segues", value: .array([.object(segue)])))
        }
        return content
    }
}
