import Foundation
import ViewCore

/// Turns a decoded `NIBArchive` into an `ArchiveDocument` with the classes and keys the Xcode
/// reader gives (`Formats/nibarchive.md`, "Onto the model"), so the same `init(coder:)` serves
/// compiled and source files. Keys it does not model are kept, each under its archived name, in
/// the object's `nib.keys` dictionary.
///
/// Ids are the objects' indices in the archive's object table. The structure (top-level
/// objects, subviews, a window's content view, constraints) is found first, so that a key
/// naming another object (a next key view, a cell's control) becomes a reference to it, not a
/// second copy; an object no structure holds is owned by the first key naming it.
final class CompiledNibMapper {
    /// The platform a nib was compiled for, told by its root object.
    enum Platform { case uiKit, appKit }

    let graph: CompiledNibGraph
    let file: String?
    let limits: ReaderLimits
    var platform = Platform.uiKit
    /// The ids given to the objects mapped or being mapped, by index.
    var mapped: [Int: String] = [:]
    /// The objects some structural key holds, found before mapping.
    var structural: Set<Int> = []
    /// The views whose safe-area guide each such guide is, found with the structure.
    var safeAreaGuideOwners: [Int: Int] = [:]
    /// The placeholders by index.
    var placeholderIDs: [Int: String] = [:]
    var placeholders: [ArchivePlaceholder] = []
    var connections: [ArchiveConnection] = []
    var depth = 0
    /// What every id starts with: empty for a nib read alone; a storyboard bundle gives each of
    /// its nibs its own, so ids stay unique in the merged document.
    var idPrefix = ""
    /// How many prototype cells' nibs this nib is nested in.
    var nibNesting = 0
    /// The prototype nibs (`UINib` objects) read so far: each is read once, however many keys
    /// name it, so a file cannot make the reader decode one nib's bytes over and over.
    var readPrototypeNibs: Set<Int> = []
    /// A UIKit nib's static tables: by table, its data source, and the outlets that hand the
    /// data sources over (`uiKitStaticDataSources()`).
    var staticDataSources: [Int: Int] = [:]
    var staticDataSourceOutlets: Set<Int> = []

    /// The key unmodelled values are kept under.
    static let keptKey = "nib.keys"

    init(archive: NIBArchive, file: String?, limits: ReaderLimits) {
        graph = CompiledNibGraph(archive: archive)
        self.file = file
        self.limits = limits
    }

    /// An error about the whole archive, at its first byte.
    func error(_ code: ArchiveDiagnostic.Code, _ message: String) -> ArchiveReadError {
        ArchiveReadError(ArchiveDiagnostic(code: code, message: message, file: file, line: 1, column: 1))
    }

    /// The document.
    ///
    /// - Throws: `NIB0203` when the root object is neither UIKit's nor AppKit's, `NIB0107`
    ///   when objects nest deeper than `limits.maxDepth`.
    func map() throws(ArchiveReadError) -> ArchiveDocument {
        let topLevel: [Int]
        if graph.reference(0, "UINibTopLevelObjectsKey") != nil {
            platform = .uiKit
            topLevel = uiKitTopLevel()
            (staticDataSources, staticDataSourceOutlets) = uiKitStaticDataSources()
        } else if let data = graph.reference(0, "IB.objectdata") {
            platform = .appKit
            topLevel = appKitTopLevel(data)
        } else {
            throw error(
                .unexpectedElement,
                "the root object holds neither UINibTopLevelObjectsKey (UIKit) nor IB.objectdata (AppKit)")
        }
        findStructure(from: topLevel)
        var objects: [ArchiveObject] = []
        for index in topLevel where placeholderIDs[index] == nil && mapped[index] == nil {
            objects.append(try object(index))
        }
        switch platform {
        case .uiKit: try uiKitConnections()
        case .appKit: try appKitConnections()
        }
        // Objects only a connection names (not held by any structure) go where the nib's
        // parent table says, else become top-level.
        var named: [ArchiveObject] = []
        for connection in connections {
            for id in [connection.source, connection.destination] {
                if id.hasPrefix(idPrefix), let index = Int(id.dropFirst(idPrefix.count)), mapped[index] == nil,
                    placeholderIDs[index] == nil,
                    graph.archive.objects.indices.contains(index)
                {
                    let root = outermostUnmapped(index)
                    if mapped[root] == nil { named.append(try object(root)) }
                }
            }
        }
        let placed = placeAppKitPrototypes(
            named, in: ArchiveDocument(placeholders: placeholders, objects: objects, connections: []))
        objects += named.filter { !placed.contains($0.id) }
        let document = ArchiveDocument(placeholders: placeholders, objects: objects, connections: connections)
        if platform == .uiKit {
            try attachUIKitRuntimeAttributes(to: document)
            attachUIKitAccessibility(to: document)
        }
        return document
    }

    /// The outermost view above `index` (itself if none) that is not mapped yet, up its
    /// `NSSuperview` chain: a view a connection names is mapped with its superview (a prototype
    /// cell view's button, say), not alone before it. The walk stops at a mapped object, a
    /// placeholder or a cycle.
    func outermostUnmapped(_ index: Int) -> Int {
        var root = index
        var seen: Set<Int> = [index]
        while let superview = graph.reference(root, "NSSuperview"), mapped[superview] == nil,
            placeholderIDs[superview] == nil, seen.insert(superview).inserted
        {
            root = superview
        }
        return root
    }

    /// The id of object `index`.
    func id(_ index: Int) -> String { placeholderIDs[index] ?? idPrefix + "\(index)" }

    /// Marks every object held through a structural key, from the top-level objects down.
    func findStructure(from topLevel: [Int]) {
        var stack = topLevel
        while let index = stack.popLast() {
            guard structural.insert(index).inserted else { continue }
            for guide in graph.objectItems(index, "NSViewLayoutGuides") + graph.objectItems(index, "UIViewLayoutGuides")
            where isSafeAreaGuide(guide) {
                safeAreaGuideOwners[guide] = index
            }
            stack += structuralChildren(of: index)
        }
    }

    /// The objects `index` holds through its structural keys: subviews, constraints, a
    /// window's content view.
    func structuralChildren(of index: Int) -> [Int] {
        var children: [Int] = []
        for key in ["UISubviews", "NSSubviews", "UIViewAutolayoutConstraints", "NSViewConstraints"] {
            children += graph.objectItems(index, key)
        }
        if let content = graph.reference(index, "NSWindowView") { children.append(content) }
        return children
    }

    /// Object `index` mapped, once: its class, its modelled keys, the rest kept.
    func object(_ index: Int) throws(ArchiveReadError) -> ArchiveObject {
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.maxDepth else {
            throw error(.tooDeep, "objects nest deeper than the limit of \(limits.maxDepth)")
        }
        mapped[index] = id(index)
        let names = classNames(index)
        let node = ArchiveObject(className: names.name, module: names.module, id: id(index))
        node.baseClassName = names.base
        var entries = CompiledNibEntries()
        switch platform {
        case .uiKit: try mapUIKit(index, into: &entries)
        case .appKit: try mapAppKit(index, into: &entries)
        }
        var kept: [(key: String, value: ArchiveValue)] = []
        for (key, payload) in graph.values(index) where !entries.consumed.contains(key) {
            if Self.dropped.contains(key) || kept.contains(where: { $0.key == key }) { continue }
            kept.append((key, try plain(payload)))
        }
        if !kept.isEmpty { entries.set(Self.keptKey, .dictionary(kept)) }
        node.entries = entries.entries
        return node
    }

    /// Keys that say what the structure says already (a view's superview and next responder).
    static let dropped: Set<String> = ["NSNextResponder", "NSSuperview", "UINibEncoderEmptyKey", "NSInlinedValue"]

    /// A value as kept: numbers and data as they are, strings, numbers and collections read
    /// through, other objects referenced (when held elsewhere) or owned.
    func plain(_ payload: NIBArchive.Payload) throws(ArchiveReadError) -> ArchiveValue {
        switch payload {
        case .bool(let value): return .value(.bool(value))
        case .null: return .value(.null)
        case .data(let bytes): return .value(.data(bytes))
        case .float, .double:
            let number = payload.real ?? 0
            return number.isFinite ? .value(.real(number)) : .value(.string("\(number)"))
        case .int8, .int16, .int32, .int64: return .value(.integer(payload.integer ?? 0))
        case .object(let index): return try plainObject(index)
        }
    }

    /// An object as a kept value.
    func plainObject(_ index: Int) throws(ArchiveReadError) -> ArchiveValue {
        let name = graph.className(index)
        if let text = graph.string(.object(index)), name != "NSLocalizableString" { return .value(.string(text)) }
        if name == "NSNumber", let number = graph.number(.object(index)) {
            return number == number.rounded() && abs(number) < 1e15
                ? .value(.integer(Int(number))) : .value(.real(number))
        }
        if mapped[index] != nil || placeholderIDs[index] != nil || structural.contains(index) {
            return .reference(id(index))
        }
        if CompiledNibGraph.collectionClasses.contains(name), let items = graph.items(index) {
            mapped[index] = id(index)
            var values: [ArchiveValue] = []
            for item in items { values.append(try plain(item)) }
            return .array(values)
        }
        if CompiledNibGraph.dictionaryClasses.contains(name), let items = graph.items(index), items.count % 2 == 0 {
            mapped[index] = id(index)
            var pairs: [(key: String, value: ArchiveValue)] = []
            for pair in stride(from: 0, to: items.count, by: 2) {
                let key = graph.string(items[pair]) ?? "\(pair / 2)"
                if !pairs.contains(where: { $0.key == key }) { pairs.append((key, try plain(items[pair + 1]))) }
            }
            return .dictionary(pairs)
        }
        return .object(try object(index))
    }

    /// A structural child: owned here unless mapped already.
    func owned(_ index: Int) throws(ArchiveReadError) -> ArchiveValue {
        if mapped[index] != nil || placeholderIDs[index] != nil { return .reference(id(index)) }
        return .object(try object(index))
    }
}

/// The entries of one object as the mapper builds them, and the archived keys it has read.
struct CompiledNibEntries {
    var entries: [ArchiveEntry] = []
    var consumed: Set<String> = []

    /// Sets `key` (the first value wins).
    mutating func set(_ key: String, _ value: ArchiveValue) {
        guard !entries.contains(where: { $0.key == key }) else { return }
        entries.append(ArchiveEntry(key: key, value: value))
    }

    /// Sets `key` to a plain value.
    mutating func set(_ key: String, _ value: CodingValue) { set(key, .value(value)) }

    /// Marks archived keys as read.
    mutating func consume(_ keys: String...) { consumed.formUnion(keys) }
}
