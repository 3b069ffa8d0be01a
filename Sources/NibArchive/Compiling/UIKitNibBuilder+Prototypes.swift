import Foundation

extension UIKitNibBuilder {
    /// The prototype cells of `list` (`cellName` elements) by reuse identifier. One with none
    /// is left out with the warning `NIB0805`: a table or collection view dequeues a prototype
    /// by its identifier only, so nothing could reach it (Interface Builder warns that
    /// prototypes must have reuse identifiers, yet such files build; davidquesada/ibtool skips
    /// them too).
    ///
    /// - Throws: `NIB0801` for another child, or two cells with one identifier.
    mutating func prototypeCells(of list: XMLElementNode, named cellName: String) throws(ArchiveReadError)
        -> [(key: String, element: XMLElementNode)]
    {
        var cells: [(key: String, element: XMLElementNode)] = []
        for cell in list.children {
            guard cell.name == cellName else { throw unsupported(cell) }
            if cell["reuseIdentifier"]?.isEmpty ?? true {
                warnings.append(
                    ArchiveDiagnostic(
                        code: .prototypeWithoutReuseIdentifier,
                        message: "the prototype <\(cell.name)> has no reuse identifier, so nothing could dequeue it: "
                            + "it is left out", file: file, line: cell.location.line, column: cell.location.column,
                        severity: .warning, objectID: cell["id"]))
                continue
            }
            cells.append((try reuseIdentifier(of: cell, among: cells.map(\.key)), cell))
        }
        return cells
    }

    /// The reuse identifier of a prototype `cell`, which no other of `taken` has.
    ///
    /// - Throws: `NIB0801` for a cell with none (no table or collection view could dequeue it)
    ///   or one another cell has.
    func reuseIdentifier(of cell: XMLElementNode, among taken: [String]) throws(ArchiveReadError) -> String {
        guard let reuse = cell["reuseIdentifier"], !reuse.isEmpty, !taken.contains(reuse) else {
            throw error(
                .unsupportedElement,
                "<\(cell.name)> is no prototype with a reuse identifier of its own, so nothing could dequeue it",
                at: cell)
        }
        return reuse
    }

    /// Prototypes (cells, supplementary views), each compiled into a nib of its own and archived
    /// in `owner`'s `nibsKey` dictionary under its key as a `UINib` (`archiveData`, and
    /// `captureEnclosingNIBBundleOnDecode`). What a prototype names outside its nib is an
    /// `UpstreamPlaceholder-N` there, which `owner`'s `externalsKey` dictionary maps, by the
    /// same key (`resolvePrototypeExternals()`).
    mutating func prototypeNibs(
        _ prototypes: [(key: String, element: XMLElementNode)], owner: NibObjectGraph.Ref, nibsKey: String,
        externalsKey: String
    ) throws(ArchiveReadError) {
        var pairs: [NibObjectGraph.Ref] = []
        for (key, element) in prototypes {
            var nib = UIKitNibBuilder(file: file, module: module, systemColors: systemColors)
            nib.safeAreaStandIns = safeAreaStandIns
            nib.externals = []
            let prototype = try nib.view(element, superview: nil)
            nib.topLevel = [prototype]
            let archive = try nib.finish()
            warnings += nib.warnings
            for external in nib.externals ?? [] {
                prototypeExternals.append(
                    .init(
                        owner: owner, dictionaryKey: externalsKey, prototype: key,
                        name: nib.graph.string(ofProxy: external.proxy) ?? "", id: external.id, element: element))
            }
            let made = graph.add("UINib")
            graph.set(made, "captureEnclosingNIBBundleOnDecode", .bool(true))
            graph.set(made, "archiveData", .data(NIBArchiveEncoder().encode(archive)))
            pairs += [graph.string(key), made]
        }
        if !pairs.isEmpty { graph.set(owner, nibsKey, graph.collection("NSDictionary", pairs)) }
    }

    /// Fills each dictionary of external objects `prototypeNibs` noted: by prototype, the names
    /// of its nib's placeholders and the objects of this nib they stand for (a segue's trigger,
    /// or an object outside this nib too when it is itself a prototype's).
    ///
    /// - Throws: `NIB0802` for an object the document does not hold.
    mutating func resolvePrototypeExternals() throws(ArchiveReadError) {
        typealias Dictionary = (
            owner: NibObjectGraph.Ref, key: String, entries: [(prototype: String, pairs: [NibObjectGraph.Ref])]
        )
        var dictionaries: [Dictionary] = []
        for external in prototypeExternals {
            let target: NibObjectGraph.Ref?
            if external.id.hasPrefix("segue:") {
                target = segueTriggers[String(external.id.dropFirst(6))]
            } else {
                target = objectsByID[external.id]
            }
            guard let target = target ?? (externals != nil ? self.external(external.id) : nil) else {
                throw error(
                    .unknownConnectionTarget,
                    "a prototype names object \(external.id), which the document does not hold", at: external.element)
            }
            let pair = [graph.string(external.name), target]
            guard
                let d = dictionaries.firstIndex(where: {
                    $0.owner == external.owner && $0.key == external.dictionaryKey
                })
            else {
                dictionaries.append((external.owner, external.dictionaryKey, [(external.prototype, pair)]))
                continue
            }
            if let e = dictionaries[d].entries.firstIndex(where: { $0.prototype == external.prototype }) {
                dictionaries[d].entries[e].pairs += pair
            } else {
                dictionaries[d].entries.append((external.prototype, pair))
            }
        }
        for (owner, key, entries) in dictionaries {
            var pairs: [NibObjectGraph.Ref] = []
            for (prototype, names) in entries {
                pairs += [graph.string(prototype), graph.collection("NSDictionary", names)]
            }
            graph.set(owner, key, graph.collection("NSDictionary", pairs))
        }
        prototypeExternals = []
    }

    /// `UICollectionView.ScrollDirection` and `UICollectionViewFlowLayout.SectionInsetReference` by name.
    static let scrollDirections = ["vertical": 0, "horizontal": 1]
    static let sectionInsetReferences = ["contentInset": 0, "safeArea": 1, "layoutMargins": 2]

    /// The supplementary kinds of a collection view's `<collectionReusableView>`s, by key.
    static let supplementaryKinds = [
        "sectionHeaderView": "UICollectionElementKindSectionHeader",
        "sectionFooterView": "UICollectionElementKindSectionFooter",
    ]

    /// Compiles a `<collectionView>`'s own children: its flow layout (`UICollectionLayout`), its
    /// prototype cells (`UICollectionViewCellNibDict`, with
    /// `UICollectionViewCellPrototypeNibExternalObjects`) and section headers and footers
    /// (`UICollectionViewSupplementaryViewNibDict` by `kind/reuse identifier`, with
    /// `UICollectionViewSupplementaryViewPrototypeNibExternalObjects`), as UIKit's decoder reads
    /// them (WinObjC's `UICollectionView.mm`, PSTCollectionView); false for a child no collection
    /// view has. The supplementary views are gathered in `supplementary` and archived by
    /// ``collectionAttributes(_:collection:supplementary:)``.
    mutating func collectionChild(
        _ child: XMLElementNode, of collection: NibObjectGraph.Ref,
        supplementary: inout [(key: String, element: XMLElementNode)]
    ) throws(ArchiveReadError) -> Bool {
        switch (child.name, child["key"] ?? "") {
        case ("collectionViewFlowLayout", "collectionViewLayout"):
            graph.set(collection, "UICollectionLayout", try flowLayout(child))
        case ("collectionViewLayout", "collectionViewLayout"):
            // An app's own layout: `-[UICollectionViewLayout initWithCoder:]` reads only its
            // decoration views' nibs, which a document cannot give, so the class swapper's class
            // name is all it archives.
            guard child["customClass"] != nil, child.children.isEmpty else { throw unsupported(child) }
            graph.set(collection, "UICollectionLayout", newObject("UICollectionViewLayout", for: child))
        case ("cells", _):
            let cells = try prototypeCells(of: child, named: "collectionViewCell")
            try prototypeNibs(
                cells, owner: collection, nibsKey: "UICollectionViewCellNibDict",
                externalsKey: "UICollectionViewCellPrototypeNibExternalObjects")
        case ("collectionReusableView", let key):
            guard let kind = Self.supplementaryKinds[key] else { return false }
            let reuse = try reuseIdentifier(of: child, among: [])
            supplementary.append(("\(kind)/\(reuse)", child))
        default: return false
        }
        return true
    }

    /// Archives a collection view's section headers and footers gathered by `collectionChild`,
    /// and its selection and prefetching as `-[UICollectionView initWithCoder:]` reads them
    /// (published decompilations of UIKitCore 26.1): `UIAllowsSelection` and
    /// `UICollectionViewPrefetchingEnabled` false when off, `UIAllowsMultipleSelection` true when
    /// on (each read only when present).
    mutating func collectionAttributes(
        _ element: XMLElementNode, collection: NibObjectGraph.Ref,
        supplementary: [(key: String, element: XMLElementNode)]
    ) throws(ArchiveReadError) {
        if element.attribute("dataMode", is: "static") { throw invalid(element, "dataMode") }
        setFlags(
            [
                ("allowsSelection", "NO", "UIAllowsSelection", false),
                ("allowsMultipleSelection", "YES", "UIAllowsMultipleSelection", true),
                ("prefetchingEnabled", "NO", "UICollectionViewPrefetchingEnabled", false),
            ], of: element, on: collection)
        try prototypeNibs(
            supplementary, owner: collection, nibsKey: "UICollectionViewSupplementaryViewNibDict",
            externalsKey: "UICollectionViewSupplementaryViewPrototypeNibExternalObjects")
    }

    /// A `<collectionViewFlowLayout>` as `-[UICollectionViewFlowLayout initWithCoder:]` reads it
    /// (published decompilations; PSTCollectionView and WinObjC read the same keys):
    /// `UILineSpacing`, `UIInteritemSpacing` (floats), `UIItemSize`, `UIHeaderReferenceSize`,
    /// `UIFooterReferenceSize` (sizes), `UISectionInset` (insets), `UIScrollDirection`,
    /// `UISectionInsetReference`, each as the document gives it.
    ///
    /// - Throws: `NIB0801` for an automatic estimated item size (no known key) or a value with
    ///   no archived form.
    private mutating func flowLayout(_ element: XMLElementNode) throws(ArchiveReadError) -> NibObjectGraph.Ref {
        if element.has("automaticEstimatedItemSize") { throw invalid(element, "automaticEstimatedItemSize") }
        let layout = newObject("UICollectionViewFlowLayout", for: element)
        for (attribute, key) in [
            ("minimumLineSpacing", "UILineSpacing"), ("minimumInteritemSpacing", "UIInteritemSpacing"),
        ] {
            if let value = try number(element, attribute) { graph.set(layout, key, .float(Float(value))) }
        }
        try setNumbered(
            [
                ("scrollDirection", "UIScrollDirection", Self.scrollDirections),
                ("sectionInsetReference", "UISectionInsetReference", Self.sectionInsetReferences),
            ], of: element, on: layout)
        for child in element.children {
            switch (child.name, child["key"] ?? "") {
            case ("size", let key) where ["itemSize", "headerReferenceSize", "footerReferenceSize"].contains(key):
                let size = [try number(child, "width") ?? 0, try number(child, "height") ?? 0]
                graph.set(layout, "UI" + key.prefix(1).uppercased() + key.dropFirst(), .data(Self.doubles(size)))
            case ("inset", "sectionInset"):
                graph.set(layout, "UISectionInset", .data(Self.doubles(try edgeInsets(child))))
            default: throw unsupported(child)
            }
        }
        return layout
    }
}

extension NibObjectGraph {
    /// The identifier a `UIProxyObject` stands for.
    func string(ofProxy proxy: Ref) -> String? {
        guard case .object(let string)? = value(proxy, "UIProxiedObjectIdentifier"),
            case .data(let bytes)? = value(Ref(index: string), "NS.bytes")
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
