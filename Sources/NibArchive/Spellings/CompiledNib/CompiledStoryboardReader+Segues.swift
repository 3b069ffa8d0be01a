import Foundation
import ViewCore

extension CompiledStoryboardReader {
    /// UIKit's segue template classes (without `UI`, as the mapper names them) and the segue
    /// kinds the Xcode reader gives their source. `UIStoryboardShowSegueTemplate` serves `show`
    /// and `showDetail` alike, told apart by its `UIActionName`; a custom segue is the base
    /// template with a `UISegueClassName`.
    static let segueKinds: [String: String] = [
        "StoryboardShowSegueTemplate": "show", "StoryboardShowDetailSegueTemplate": "showDetail",
        "StoryboardPresentationSegueTemplate": "presentation",
        "StoryboardPopoverPresentationSegueTemplate": "popoverPresentation",
        "StoryboardEmbedSegueTemplate": "embed", "StoryboardPushSegueTemplate": "push",
        "StoryboardModalSegueTemplate": "modal", "StoryboardReplaceSegueTemplate": "replace",
        "StoryboardPopoverSegueTemplate": "popover", "StoryboardUnwindSegueTemplate": "unwind",
        "StoryboardSegueTemplate": "custom",
    ]

    /// The key a compiled controller keeps its segue templates under (in `nib.keys`).
    static let segueTemplatesKey = "UIStoryboardSegueTemplates"

    /// `UIModalPresentationStyle`'s values as Interface Builder names them.
    static let presentationStyles: [Int: String] = [
        -2: "automatic", -1: "none", 0: "fullScreen", 1: "pageSheet", 2: "formSheet", 3: "currentContext",
        4: "custom", 5: "overFullScreen", 6: "overCurrentContext", 7: "popover", 8: "blurOverFullScreen",
    ]

    /// `UIModalTransitionStyle`'s values as Interface Builder names them.
    static let transitionStyles: [Int: String] = [
        0: "coverVertical", 1: "flipHorizontal", 2: "crossDissolve", 3: "partialCurl",
    ]

    /// What performs each template: the object and the trigger, by template id. A control, a
    /// bar button item or a gesture recognizer sends the template `perform:`
    /// (`UIRuntimeEventConnection`); a table or collection view cell holds it as its
    /// `selectionSegueTemplate` or `accessoryActionSegueTemplate` outlet; an embed template
    /// names its container view (`containerView`) and a popover its anchor (`anchorView`, or
    /// `anchorBarButtonItem` for a bar button item).
    struct SegueWiring {
        var triggers: [String: [(source: String, trigger: String?)]] = [:]
        var containers: [String: String] = [:]
        var anchors: [String: String] = [:]
        var itemAnchors: [String: String] = [:]

        init(_ connections: [ArchiveConnection]) {
            for connection in connections {
                switch (connection.kind, connection.name) {
                case (.action, "perform:"):
                    triggers[connection.destination, default: []].append((connection.source, nil))
                case (.outlet, "selectionSegueTemplate"):
                    triggers[connection.destination, default: []].append((connection.source, nil))
                case (.outlet, "accessoryActionSegueTemplate"):
                    triggers[connection.destination, default: []].append((connection.source, "accessoryAction"))
                case (.outlet, "containerView"): containers[connection.source] = connection.destination
                case (.outlet, "anchorView"): anchors[connection.source] = connection.destination
                case (.outlet, "anchorBarButtonItem"): itemAnchors[connection.source] = connection.destination
                default: break
                }
            }
        }
    }

    /// Turns every controller's segue templates into the `segues` the Xcode reader gives the
    /// source (see `segue(from:controller:destinations:)`), each held by the object that
    /// performs it (the controller when nothing does, the container view for an embed), and
    /// drops the connections that wired the templates (`viewController`, `perform:`, …). An
    /// unwind segue's destination is a `StoryboardExit` added for its controller. A template of
    /// a class not in `segueKinds` stays where it was kept.
    ///
    /// - Parameters:
    ///   - controllers: the controllers, each with the nib it came from, for messages.
    ///   - destinations: the controller ids by the identifiers of `Info.plist`.
    ///   - loose: objects the reader took out of the documents' kept keys, by id.
    /// - Throws: `NIB0150` for a template naming no destination, or one no nib of the bundle holds.
    /// - Complexity: O(n) in the number of objects and connections.
    func rebuildSegues(
        in document: inout ArchiveDocument, controllers: [(object: ArchiveObject, nib: String)],
        destinations: [String: String], loose: [String: ArchiveObject], file: String?
    ) throws(ArchiveReadError) {
        var objects = document.objectIndex()
        objects.merge(loose) { first, _ in first }
        let wiring = SegueWiring(document.connections)
        var templateIDs: Set<String> = []
        for (controller, nib) in controllers {
            guard case .array(let items)? = Self.kept(controller, Self.segueTemplatesKey) else { continue }
            var left: [ArchiveValue] = []
            var exit: ArchiveObject?
            for item in items {
                let template: ArchiveObject? =
                    switch item {
                    case .object(let object): object
                    case .reference(let id): objects[id]
                    default: nil
                    }
                guard let template, let kind = Self.kind(of: template) else {
                    left.append(item)
                    continue
                }
                templateIDs.insert(template.id)
                let destination: String
                if kind == "unwind" {
                    let made = exit ?? ArchiveObject(className: "StoryboardExit", id: controller.id + "-exit")
                    exit = made
                    destination = made.id
                } else {
                    destination = try Self.destination(of: template, in: destinations, nib: nib, file: file)
                }
                let segue = segue(from: template, kind: kind, destination: destination, wiring: wiring)
                var sources = wiring.triggers[template.id] ?? []
                if kind == "embed", let container = Self.container(of: template, wiring) {
                    sources = [(container, nil)]
                }
                if sources.isEmpty { sources = [(controller.id, nil)] }
                for (number, source) in sources.enumerated() {
                    let copy = ArchiveObject(
                        className: segue.className, id: number == 0 ? segue.id : "\(segue.id)-\(number)",
                        entries: segue.entries)
                    if let trigger = source.trigger {
                        copy.entries.append(ArchiveEntry(key: "trigger", value: .value(.string(trigger))))
                    }
                    Self.appendSegue(.object(copy), to: objects[source.source] ?? controller)
                }
            }
            _ = takeKept(Self.segueTemplatesKey, from: controller)
            if !left.isEmpty { Self.keep(Self.segueTemplatesKey, .array(left), on: controller) }
            if let exit { document.objects.append(exit) }
        }
        document.connections.removeAll { templateIDs.contains($0.source) || templateIDs.contains($0.destination) }
    }

    /// The kind of segue a template archives, nil for a class that is no template.
    static func kind(of template: ArchiveObject) -> String? {
        guard let kind = segueKinds[template.className] ?? template.baseClassName.flatMap({ segueKinds[$0] }) else {
            return nil
        }
        if kind == "show", keptString(template, "UIActionName") == "showDetailViewController:sender:" {
            return "showDetail"
        }
        return kind
    }

    /// The id of the controller a template's `UIDestinationViewControllerIdentifier` names.
    ///
    /// - Throws: `NIB0150` when it names none, or one `destinations` lacks.
    static func destination(of template: ArchiveObject, in destinations: [String: String], nib: String, file: String?)
        throws(ArchiveReadError) -> String
    {
        let identifier = keptString(template, "UIDestinationViewControllerIdentifier")
        if let identifier, let id = destinations[identifier] { return id }
        let what =
            identifier.map { "names the destination \(quoted: $0), which no nib of the bundle holds" }
            ?? "names no destination (UIDestinationViewControllerIdentifier)"
        let suggestion = identifier.flatMap { NameSuggestion.closest(to: $0, in: destinations.keys.sorted()) }
        let name = keptString(template, "UIIdentifier").map { " \(quoted: $0)" } ?? ""
        throw ArchiveReadError(
            ArchiveDiagnostic(
                code: .missingSegueDestination,
                message: "the segue template\(name) (object \(template.id), UI\(template.className)) \(what)"
                    + (suggestion.map { "; did you mean \(quoted: $0)?" } ?? ""),
                file: file.map { $0 + "/" + nib } ?? nib, line: 1, column: 1))
    }

    /// The view an embed template fills: its `UIContainerView`, or the `containerView` outlet
    /// a view nib gives it.
    static func container(of template: ArchiveObject, _ wiring: SegueWiring) -> String? {
        if case .reference(let id)? = kept(template, "UIContainerView") { return id }
        return wiring.containers[template.id]
    }

    /// The segue the Xcode reader gives a template's source: `UIIdentifier` its `identifier`,
    /// `kind` and `destination` as given, `UISegueClassName` its class, `UIAnimates` false
    /// `animates` `NO`, `UIModalPresentationStyle` and `UIModalTransitionStyle` by Interface
    /// Builder's names, an unwind template's `UIAction` its `unwindAction`, a popover's
    /// `UIAnchorView` (or `anchorView` outlet) its `popoverAnchorView`, `UIAnchorBarButtonItem`
    /// (or `anchorBarButtonItem` outlet) its `popoverAnchorBarButtonItem`, the item's id, as the
    /// Xcode reader gives it. Keys it does not model stay kept.
    func segue(from template: ArchiveObject, kind: String, destination: String, wiring: SegueWiring) -> ArchiveObject {
        var entries: [ArchiveEntry] = []
        if let identifier = Self.keptString(template, "UIIdentifier") {
            entries.append(ArchiveEntry(key: "identifier", value: .value(.string(identifier))))
        }
        entries.append(ArchiveEntry(key: "kind", value: .value(.string(kind))))
        entries.append(ArchiveEntry(key: "destination", value: .reference(destination)))
        if case .value(.bool(false))? = Self.kept(template, "UIAnimates") {
            entries.append(ArchiveEntry(key: "animates", value: .value(.string("NO"))))
        }
        for (key, name, table) in [
            ("UIModalPresentationStyle", "modalPresentationStyle", Self.presentationStyles),
            ("UIModalTransitionStyle", "modalTransitionStyle", Self.transitionStyles),
        ] {
            if case .value(.integer(let number))? = Self.kept(template, key), let style = table[number] {
                entries.append(ArchiveEntry(key: name, value: .value(.string(style))))
            }
        }
        if let action = Self.keptString(template, "UIAction") {
            entries.append(ArchiveEntry(key: "unwindAction", value: .value(.string(action))))
        }
        var anchor = wiring.anchors[template.id]
        if case .reference(let id)? = Self.kept(template, "UIAnchorView") { anchor = id }
        if let anchor { entries.append(ArchiveEntry(key: "popoverAnchorView", value: .reference(anchor))) }
        var item = wiring.itemAnchors[template.id]
        if case .reference(let id)? = Self.kept(template, "UIAnchorBarButtonItem") { item = id }
        if let item { entries.append(ArchiveEntry(key: "popoverAnchorBarButtonItem", value: .value(.string(item)))) }
        let modelled: Set<String> = [
            "UIIdentifier", "UIDestinationViewControllerIdentifier", "UISegueClassName", "UIAnimates",
            "UIModalPresentationStyle", "UIModalTransitionStyle", "UIAction", "UIAnchorView", "UIAnchorBarButtonItem",
            "UIContainerView", "UIActionName", "UIPerformOnViewLoad",
        ]
        if case .dictionary(let kept)? = template[CompiledNibMapper.keptKey] {
            let rest = kept.filter { !modelled.contains($0.key) }
            if !rest.isEmpty { entries.append(ArchiveEntry(key: CompiledNibMapper.keptKey, value: .dictionary(rest))) }
        }
        let className = Self.keptString(template, "UISegueClassName") ?? "StoryboardSegue"
        return ArchiveObject(className: className, id: template.id, entries: entries)
    }

    /// Keeps `value` under the archived `key` in `object`'s `nib.keys`.
    static func keep(_ key: String, _ value: ArchiveValue, on object: ArchiveObject) {
        if let position = object.index(ofKey: CompiledNibMapper.keptKey),
            case .dictionary(let kept) = object.entries[position].value
        {
            object.entries[position].value = .dictionary(kept + [(key: key, value: value)])
        } else {
            object.entries.append(
                ArchiveEntry(key: CompiledNibMapper.keptKey, value: .dictionary([(key: key, value: value)])))
        }
    }
}

extension ArchiveDiagnostic.Code {
    /// A compiled storyboard's segue template names no destination, or one no nib of the bundle
    /// holds.
    public static let missingSegueDestination = Self(rawValue: "NIB0150")
}
