import Foundation

/// Builds the object graph `ibtool --compile` writes for a macOS `.xib`, element by element
/// from the Xcode reader's element tree, then the root that ties it together
/// (`Formats/nibarchive.md`, "Writing").
///
/// Objects are made in document order (a parent before its children), which is also the order
/// of `NSObjectsKeys`; each one's parent in Interface Builder's outline becomes its entry in
/// `NSObjectsValues` (File's Owner for a top-level object). An element with no known archived
/// form stops the build with `NIB0801`, naming it and its line.
struct AppKitNibBuilder {
    /// The source file's name, for diagnostics.
    let file: String?
    /// The module a `customModuleProvider="target"` class belongs to (`--module`).
    let module: String?
    /// The graph being built; object 0 is the root `NSObject`.
    var graph = NibObjectGraph()
    /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
    var usesAutolayout = false
    /// Whether custom objects are created with `init` (`customObjectInstantitationMethod="direct"`).
    var instantiatesDirectly = false
    /// The objects Interface Builder lists, in document order, each with its parent.
    var listed: [(object: NibObjectGraph.Ref, parent: NibObjectGraph.Ref?)] = []
    /// Objects by their id in the file.
    var objectsByID: [String: NibObjectGraph.Ref] = [:]
    /// The windows shown at launch.
    var visibleWindows: [NibObjectGraph.Ref] = []
    /// Connections whose destination is resolved once every object exists.
    var pendingConnections: [PendingConnection] = []
    /// Strings already made, so equal texts share one `NSString` as ibtool's do.
    var strings: [String: NibObjectGraph.Ref] = [:]
    /// The document's `toolsVersion` (0 when absent): older documents leave some defaults
    /// implicit that newer ones write.
    var toolsVersion = 0

    /// Whether Xcode 8 or older saved the document (tools 11762 and older). ibtool upgrades such
    /// documents as it reads them: some defaults they leave implicit differ from today's, and
    /// some greys they store stand for system colours.
    var isXcode8Document: Bool { toolsVersion > 0 && toolsVersion <= 11762 }
    /// The connectors that ask for an object to be decoded before the others (a stack view's),
    /// first in `NSConnections` and without an id.
    var earlyConnectors: [NibObjectGraph.Ref] = []
    /// Where ibtool places the cell view prototypes of the outline view being compiled
    /// (``PrototypePlacement``); nil outside one.
    var prototypePlacement: PrototypePlacement?
    /// Whether the document is a base localization (in a `Base.lproj` folder): its texts are
    /// localizable (``localizable(_:_:)``) and its controls may mirror for right-to-left
    /// languages (`NSAllowsLogicalLayoutDirection`).
    var isBaseLocalization = false
    /// Whether the nib is one of a storyboard's, whose elements have some defaults of their own.
    var isStoryboard = false
    /// The ids of the first responder: a connection to it has no destination. A storyboard
    /// gives each scene's its own id.
    var firstResponderIDs: Set<String> = ["-1"]
    /// The binding connectors made so far, by id (a later binding may replace one).
    var bindingConnectors: [String: NibObjectGraph.Ref] = [:]
    /// The `NSIBUserDefinedRuntimeAttributesConnector`s, last among the connections.
    var runtimeAttributeConnectors: [NibObjectGraph.Ref] = []
    /// The tool tips' `NSIBHelpConnector`s, in document order.
    var helpConnectors: [NibObjectGraph.Ref] = []
    /// The accessibility overrides' `NSNibAXAttributeConnector`s, in document order.
    var accessibilityConnectors: [NibObjectGraph.Ref] = []
    /// The check-mark and mixed-state images the nib's menu items share, once made.
    var menuImages: (on: NibObjectGraph.Ref, mixed: NibObjectGraph.Ref)?
    /// The grey colour space the nib's colours share, once one is made.
    var graySpace: NibObjectGraph.Ref?
    /// The sRGB colour space the nib's blue colours share, once one is made.
    var srgbSpace: NibObjectGraph.Ref?
    /// The images the document's `<resources>` list, by name.
    var imageResources: [String: ImageResource] = [:]
    /// The ids of the views constraints lay out (``constrainedIDs(in:)``).
    var constrainedIDs: Set<String> = []
    /// Constraint items still to resolve, in document order.
    var pendingItems: [PendingItem] = []
    /// Constraints made but not yet listed, each with its element and the view holding it.
    var unlistedConstraints: [(NibObjectGraph.Ref, XMLElementNode, NibObjectGraph.Ref)] = []
    /// The views' layout guides, by id.
    var declaredGuides: [String: DeclaredGuide] = [:]

    /// A connection read from `<connections>`, its destination still an id.
    struct PendingConnection {
        var connector: NibObjectGraph.Ref
        var destination: String
        var isOutlet: Bool
        var label: String
        var sourceID: String
        var location: SourceLocation
        /// The destination itself, for a connection the compiler makes (a storyboard's), which
        /// has no id to resolve.
        var target: NibObjectGraph.Ref? = nil
        /// Whether it is a binding (listed after the actions).
        var isBinding = false
    }

    init(file: String?, module: String?) {
        self.file = file
        self.module = module
        isBaseLocalization = file.map { URL(fileURLWithPath: $0).pathComponents.contains("Base.lproj") } ?? false
    }

    /// A located error (`NIB08xx`) at `element`.
    func error(_ code: ArchiveDiagnostic.Code, _ message: String, at element: XMLElementNode) -> ArchiveReadError {
        ArchiveReadError(
            ArchiveDiagnostic(
                code: code, message: message, file: file, line: element.location.line,
                column: element.location.column))
    }

    /// The shared `NSString` holding `text`.
    mutating func string(_ text: String) -> NibObjectGraph.Ref {
        if let known = strings[text] { return known }
        let made = graph.string(text)
        strings[text] = made
        return made
    }

    /// Builds the graph of the document whose root element is `document`.
    mutating func build(_ document: XMLElementNode) throws(ArchiveReadError) -> NIBArchive {
        guard document.name == "document" else {
            throw error(.unsupportedElement, "the root element is <\(document.name)>, not <document>", at: document)
        }
        guard document["targetRuntime"]?.hasPrefix("MacOSX") == true else {
            throw error(
                .unsupportedElement,
                "only macOS, iOS and tvOS documents compile (targetRuntime \"\(document["targetRuntime"] ?? "")\")",
                at: document)
        }
        let objectData = begin(document)
        for child in document.children {
            switch child.name {
            case "objects":
                for element in child.children { try object(element, parent: nil) }
            case "dependencies", "resources", "point", "attributedString", "designables", "scenes",
                "classes", "inferredMetricsTieBreakers":
                continue
            default:
                throw error(
                    .unsupportedElement, "<\(child.name)> in <document> has no known archived form yet", at: child)
            }
        }
        return try end(objectData)
    }

    /// Reads the document-wide settings of `document` and makes the nib's root object; returns
    /// its `NSIBObjectData`, which ``end(_:)`` fills.
    mutating func begin(_ document: XMLElementNode) -> NibObjectGraph.Ref {
        usesAutolayout = document.attribute("useAutolayout", is: "YES")
        toolsVersion = document["toolsVersion"].flatMap { Int($0) } ?? 0
        instantiatesDirectly = document.attribute("customObjectInstantitationMethod", is: "direct")
        imageResources = Self.imageResources(of: document)
        constrainedIDs = Self.constrainedIDs(in: document)
        let root = graph.add("NSObject")
        let objectData = graph.add("NSIBObjectData")
        graph.set(root, "IB.objectdata", objectData)
        graph.set(root, "IB.systemFontUpdateVersion", NibObjectGraph.integer(1))
        return objectData
    }

    /// Fills `objectData` and lays the graph out as an archive.
    mutating func end(_ objectData: NibObjectGraph.Ref) throws(ArchiveReadError) -> NIBArchive {
        try finish(objectData)
        graph.shareEqualNumbers()
        return graph.archive()
    }

    /// Fills `NSIBObjectData`: the root, the listed objects and their parents, the connections,
    /// the object ids, the visible windows.
    mutating func finish(_ objectData: NibObjectGraph.Ref) throws(ArchiveReadError) {
        guard let owner = objectsByID["-2"] else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .unsupportedElement, message: "the document has no File's Owner (id -2)", file: file,
                    line: 1, column: 1))
        }
        listConstraints()
        try resolveConstraintItems()
        var outlets: [NibObjectGraph.Ref] = []
        var bindings: [NibObjectGraph.Ref] = []
        var others: [PendingConnection] = []
        for connection in pendingConnections {
            if let target = connection.target {
                graph.set(connection.connector, "NSDestination", target)
            } else if !firstResponderIDs.contains(connection.destination) {
                guard let target = objectsByID[connection.destination] else {
                    throw ArchiveReadError(
                        ArchiveDiagnostic(
                            code: .unknownConnectionTarget,
                            message:
                                "the connection '\(connection.label)' names object \(connection.destination), which the document does not hold",
                            file: file, line: connection.location.line, column: connection.location.column))
                }
                graph.set(connection.connector, "NSDestination", target)
            }
            if connection.isOutlet {
                outlets.append(connection.connector)
            } else if connection.isBinding {
                bindings.append(connection.connector)
            } else {
                others.append(connection)
            }
        }
        // ibtool groups actions by label, in order of each label's first appearance, then by
        // the source's id within a group.
        var firstUse: [String: Int] = [:]
        for (index, connection) in others.enumerated() where firstUse[connection.label] == nil {
            firstUse[connection.label] = index
        }
        let actions =
            others.enumerated().sorted { lhs, rhs in
                let left = (firstUse[lhs.element.label] ?? 0, lhs.element.sourceID)
                let right = (firstUse[rhs.element.label] ?? 0, rhs.element.sourceID)
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element.connector) + bindings
        let listedObjects = listed.map(\.object)
        graph.set(objectData, "NSRoot", owner)
        graph.set(objectData, "NSVisibleWindows", graph.collection("NSMutableSet", visibleWindows))
        graph.set(
            objectData, "NSConnections",
            graph.collection(
                "NSMutableArray", earlyConnectors + outlets + actions + helpConnectors + runtimeAttributeConnectors))
        graph.set(objectData, "NSObjectsKeys", graph.collection("NSArray", listedObjects))
        graph.set(objectData, "NSObjectsValues", graph.collection("NSArray", listed.map { $0.parent ?? owner }))
        let ids = [owner] + listedObjects + outlets + actions + helpConnectors + runtimeAttributeConnectors
        graph.set(objectData, "NSOidsKeys", graph.collection("NSArray", ids))
        var numbers: [NibObjectGraph.Ref] = []
        for index in ids.indices {
            let number = graph.add("NSNumber")
            graph.set(number, "NS.intval", NibObjectGraph.integer(index + 1))
            numbers.append(number)
        }
        graph.set(objectData, "NSOidsValues", graph.collection("NSArray", numbers))
        graph.set(objectData, "NSAccessibilityConnectors", graph.collection("NSMutableArray", accessibilityConnectors))
        // The accessibility connectors' ids go on from the others'.
        var accessibilityNumbers: [NibObjectGraph.Ref] = []
        for index in accessibilityConnectors.indices {
            let number = graph.add("NSNumber")
            graph.set(number, "NS.intval", NibObjectGraph.integer(ids.count + index + 1))
            accessibilityNumbers.append(number)
        }
        graph.set(objectData, "NSAccessibilityOidsKeys", graph.collection("NSArray", accessibilityConnectors))
        graph.set(objectData, "NSAccessibilityOidsValues", graph.collection("NSArray", accessibilityNumbers))
    }

    /// Compiles one element that makes an object (under `<objects>`, `<subviews>`, or a keyed
    /// child such as a window's `contentView`).
    mutating func object(_ element: XMLElementNode, parent: NibObjectGraph.Ref?) throws(ArchiveReadError) {
        switch element.name {
        case "customObject": try customObject(element, parent: parent)
        case "window": try window(element, parent: parent)
        case "view", "customView": _ = try view(element, parent: parent, superview: nil)
        case "menu": _ = try menu(element, parent: parent)
        case "userDefaultsController": try userDefaultsController(element, parent: parent)
        default:
            throw error(
                .unsupportedElement, "<\(element.name)> has no known archived form yet, so it cannot be compiled",
                at: element)
        }
    }

    /// Adds `object` to the listed objects under `parent`, and registers it under the
    /// element's id.
    mutating func list(_ object: NibObjectGraph.Ref, _ element: XMLElementNode, parent: NibObjectGraph.Ref?) {
        listed.append((object, parent))
        if let id = element["id"] { objectsByID[id] = object }
    }
}

extension ArchiveDiagnostic.Code {
    /// An element (or document) the compiler has no archived form for: compiling it would
    /// write a nib an app could not load as the source means.
    public static let unsupportedElement = Self(rawValue: "NIB0801")
    /// A connection names an object id the document does not hold.
    public static let unknownConnectionTarget = Self(rawValue: "NIB0802")
    /// A `--minimum-deployment-target` that is no version.
    public static let invalidDeploymentTarget = Self(rawValue: "NIB0803")
    /// A storyboard's connection names an object of another scene: it is left out (a warning).
    public static let crossSceneConnection = Self(rawValue: "NIB0804")
    /// A prototype cell has no reuse identifier: nothing could dequeue it, and it is left out
    /// (a warning).
    public static let prototypeWithoutReuseIdentifier = Self(rawValue: "NIB0805")
}
