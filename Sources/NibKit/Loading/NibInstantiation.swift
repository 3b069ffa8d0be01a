import NibArchive
import ViewCore

/// One run of `Nib.instantiate`: the loading phases, one method each, in the order `run()`
/// calls them. Nothing visible to the caller changes until every check has passed: outlet,
/// action and attribute changes are planned first and applied together.
struct NibInstantiation {
    let nib: Nib
    let owner: AnyObject?
    let options: Nib.Options
    private var problems: [NibLoadingError.Problem] = []
    /// What was skipped without stopping the load (`NIB0411`), reported once loading succeeded.
    private var warnings: [NibLoadingError.Problem] = []
    private var placeholders: [String: AnyObject] = [:]
    private(set) var unarchiver: KeyedUnarchiver?
    /// The changes to make once everything checked out, in the order they were planned.
    private var pendingChanges: [() -> Void] = []

    init(nib: Nib, owner: AnyObject?, options: Nib.Options) {
        self.nib = nib
        self.owner = owner
        self.options = options
    }

    mutating func run() throws -> [AnyObject] {
        resolvePlaceholders()
        let roots = try decode()
        planConnections()
        planAttributes()
        guard problems.isEmpty else { throw NibLoadingError(problems: problems) }
        for change in pendingChanges { change() }
        awake()
        if let handler = options.warningHandler {
            for warning in (unarchiver?.warnings ?? []).map(NibLoadingError.Problem.init) + warnings {
                handler(warning)
            }
        }
        return roots.map { $0 as AnyObject }
    }

    // MARK: Phase 0: placeholders

    private mutating func resolvePlaceholders() {
        for placeholder in nib.document.placeholders {
            switch placeholder.kind {
            case .owner:
                if let owner { placeholders[placeholder.id] = owner }
            case .firstResponder:
                placeholders[placeholder.id] = FirstResponder.shared
            case .external(let identifier):
                if let object = options.externalObjects[identifier] {
                    placeholders[placeholder.id] = object
                } else if identifier == Self.applicationIdentifier {
                    warn(
                        "AppKit's application object (placeholder \(placeholder.id)) was not passed; "
                            + "its connections are skipped (pass one as external object 'Application' to connect them)",
                        at: placeholder.location)
                } else {
                    report(
                        NibLoadingError.Code.missingExternalObject,
                        "external object \(quoted: identifier) was not passed; add it to Nib.Options.externalObjects",
                        at: placeholder.location)
                }
            }
        }
    }

    // MARK: Phases 1 and 2: decode every object, then resolve references

    private mutating func decode() throws -> [any Archivable] {
        let unarchiver = KeyedUnarchiver(
            document: nib.document, file: nib.file, placeholders: placeholders, registry: nib.registry,
            options: .init(fallsBackToKnownBaseClass: options.fallsBackToKnownBaseClass),
            objectIndex: nib.plan.objectIndex)
        self.unarchiver = unarchiver
        do {
            return try unarchiver.decodeTopLevelObjects()
        } catch let error as CodingError {
            throw NibLoadingError(problems: problems + NibLoadingError(error).problems)
        } catch {
            // A custom `init(coder:)` may throw its own error: report it, with the file.
            throw NibLoadingError(
                problems: problems + [
                    NibLoadingError.Problem(
                        code: CodingError.Code.invalidValue.rawValue, message: "\(error)", file: nib.file,
                        location: .unknown)
                ])
        }
    }

    // MARK: Phase 3: connections

    private mutating func planConnections() {
        var collections: [String: (outlet: any AnyOutlet, objects: [AnyObject])] = [:]
        var collectionOrder: [String] = []
        for connection in nib.document.connections {
            guard let source = endpoint(connection.source, of: connection),
                let destination = endpoint(connection.destination, of: connection)
            else { continue }
            switch connection.kind {
            case .outlet:
                planOutlet(connection, source: source, destination: destination)
            case .outletCollection:
                let key = connection.source + "\u{0}" + connection.name
                if collections[key] == nil {
                    guard
                        let outlet = BuiltInOutlets.collection(named: connection.name, on: source)
                            ?? PropertyReflection.outlet(named: connection.name, on: source),
                        outlet.isCollection
                    else {
                        if isStandIn(source, id: connection.source) {
                            skip(connection, on: source, id: connection.source)
                        } else {
                            reportMissingOutlet(connection, on: source, collection: true)
                        }
                        continue
                    }
                    collections[key] = (outlet, [])
                    collectionOrder.append(key)
                }
                if let outlet = collections[key]?.outlet, !outlet.accepts(destination) {
                    if isSubstituted(connection.destination) {
                        skip(connection, on: destination, id: connection.destination, asItsObject: true)
                        continue
                    }
                    reportTypeMismatch(connection, declared: outlet.declaredType, destination: destination)
                    continue
                }
                collections[key]?.objects.append(destination)
            case .action:
                planAction(connection, source: source, target: destination)
            }
        }
        for key in collectionOrder {
            guard let (outlet, objects) = collections[key] else { continue }
            pendingChanges.append { outlet.connect(objects) }
        }
    }

    /// The object a connection end names, or nil (after reporting, unless it is a nil owner,
    /// whose connections UIKit skips).
    private mutating func endpoint(_ id: String, of connection: ArchiveConnection) -> AnyObject? {
        if let object = unarchiver?.object(withID: id) { return object }
        if nib.document.placeholders.contains(where: { $0.id == id }) { return nil }
        if let node = nib.plan.objectIndex[id] {
            // Kept verbatim under a key its owner's class does not read (an AppKit cell, a
            // watchOS interface object): the file has it, no object was made for it.
            warn(
                "\(connection.kind.rawValue) \(quoted: connection.name) names \(quoted: id) (\(cut: node.className)), which no class "
                    + "loaded (it is kept verbatim with its owner); the connection is skipped",
                at: connection.location)
            return nil
        }
        report(
            NibLoadingError.Code.unknownConnectionEnd,
            "\(connection.kind.rawValue) \(quoted: connection.name) names \(quoted: id), which is no object or placeholder of the file",
            at: connection.location)
        return nil
    }

    private mutating func planOutlet(_ connection: ArchiveConnection, source: AnyObject, destination: AnyObject) {
        if let builtIn = BuiltInOutlets.outlet(named: connection.name, on: source) {
            guard builtIn.accepts(destination) else {
                if isSubstituted(connection.destination)
                    || (builtIn.skipsStandIns && isStandIn(destination, id: connection.destination))
                {
                    return skip(connection, on: destination, id: connection.destination, asItsObject: true)
                }
                return reportTypeMismatch(connection, declared: builtIn.declaredType, destination: destination)
            }
            pendingChanges.append { builtIn.connect(destination) }
        } else if let outlet = PropertyReflection.outlet(named: connection.name, on: source), !outlet.isCollection {
            guard outlet.accepts(destination) else {
                if isSubstituted(connection.destination) {
                    return skip(connection, on: destination, id: connection.destination, asItsObject: true)
                }
                return reportTypeMismatch(connection, declared: outlet.declaredType, destination: destination)
            }
            pendingChanges.append { outlet.connect([destination]) }
        } else if isStandIn(source, id: connection.source) {
            skip(connection, on: source, id: connection.source)
        } else {
            reportMissingOutlet(connection, on: source, collection: false)
        }
    }

    private mutating func planAction(_ connection: ArchiveConnection, source: AnyObject, target: AnyObject) {
        let name = connection.name
        // AppKit's menu items, cells and toolbar items send actions through an application
        // object NibKit does not have: the connection is kept in the file, not made.
        if source is AppKitObject { return skip(connection, on: source, id: connection.source) }
        let toFirstResponder = target === FirstResponder.shared
        // Which object receives an action sent to the First Responder is only known when it is
        // sent, so there is nothing to check now.
        if !toFirstResponder {
            do {
                _ = try ActionTable.resolve(name, on: target, sender: source)
            } catch {
                // The target lacks the action, or cannot take a sender standing in for another class.
                if isStandIn(target, id: connection.destination) {
                    return skip(connection, on: target, id: connection.destination)
                }
                if isSubstituted(connection.source) { return skip(connection, on: source, id: connection.source) }
                return report(NibLoadingError.Code.missingAction, error.description, at: connection.location)
            }
        }
        switch source {
        case let control as Control:
            var events: Control.Event = .primaryActionTriggered
            if let eventName = connection.event {
                guard let named = Control.Event(codingValue: .string(eventName)), !named.isEmpty else {
                    return report(
                        NibLoadingError.Code.unknownEvent, "unknown control event \(quoted: eventName)",
                        at: connection.location)
                }
                events = named
            }
            if toFirstResponder {
                pendingChanges.append { control.connectActionToFirstResponder(named: name, for: events) }
            } else {
                pendingChanges.append { try? control.connectAction(named: name, to: target, for: events) }
            }
        case let recognizer as GestureRecognizer:
            // UIKit's gesture recognizers send nothing to a nil target: no responder chain.
            if !toFirstResponder { pendingChanges.append { try? recognizer.addTarget(target, action: name) } }
        case let item as BarButtonItem:
            // There is no application object to carry an item's action up the responder chain
            // (README: intended differences), so only an action with a target is connected.
            if !toFirstResponder { pendingChanges.append { try? item.addTarget(target, action: name) } }
        default:
            if isSubstituted(connection.source) { return skip(connection, on: source, id: connection.source) }
            report(
                NibLoadingError.Code.notAnActionSender,
                "action \(quoted: name) is sent by \(type(of: source)), which is not a Control, a GestureRecognizer or a BarButtonItem",
                at: connection.location)
        }
    }

    private mutating func reportMissingOutlet(_ connection: ArchiveConnection, on source: AnyObject, collection: Bool) {
        let names = PropertyReflection.outletNames(on: source) + BuiltInOutlets.names(on: source)
        var message =
            "\(type(of: source)) has no \(collection ? "@OutletCollection" : "@Outlet") named \(quoted: connection.name)"
        if let suggestion = NameSuggestion.closest(to: connection.name, in: names) {
            message += "; did you mean \(quoted: suggestion)?"
        }
        report(NibLoadingError.Code.missingOutlet, message, at: connection.location)
    }

    private mutating func reportTypeMismatch(
        _ connection: ArchiveConnection, declared: Any.Type, destination: AnyObject
    ) {
        report(
            NibLoadingError.Code.outletTypeMismatch,
            "outlet \(quoted: connection.name) is declared as \(declared), but the connected object is a \(type(of: destination))",
            at: connection.location)
    }

    // MARK: Phase 4: user-defined runtime attributes

    private mutating func planAttributes() {
        for attribute in nib.plan.attributes {
            guard let object = unarchiver?.object(withID: attribute.objectID) else { continue }
            if let property = PropertyReflection.inspectable(named: attribute.keyPath, on: object) {
                guard property.accepts(attribute.value) else {
                    if isStandIn(object, id: attribute.objectID) {
                        skip(attribute, on: object, id: attribute.objectID)
                    } else {
                        reportAttributeType(attribute, expected: property.typeName, on: object)
                    }
                    continue
                }
                let value = attribute.value
                pendingChanges.append { _ = property.set(value) }
            } else if let view = object as? View, let known = RuntimeAttributes.attribute(forKeyPath: attribute.keyPath)
            {
                guard known.accepts(attribute.value) else {
                    if isStandIn(object, id: attribute.objectID) {
                        skip(attribute, on: object, id: attribute.objectID)
                    } else {
                        reportAttributeType(attribute, expected: known.typeName, on: object)
                    }
                    continue
                }
                let value = attribute.value
                pendingChanges.append { known.apply(view, value) }
            } else if isStandIn(object, id: attribute.objectID) {
                skip(attribute, on: object, id: attribute.objectID)
            } else {
                var names = PropertyReflection.inspectableNames(on: object)
                if object is View { names += RuntimeAttributes.knownKeyPaths }
                var message =
                    "\(type(of: object)) has no key path \(quoted: attribute.keyPath) (declare it with @Inspectable)"
                if let suggestion = NameSuggestion.closest(to: attribute.keyPath, in: names) {
                    message += "; did you mean \(quoted: suggestion)?"
                }
                report(NibLoadingError.Code.unknownKeyPath, message, at: attribute.location)
            }
        }
    }

    private mutating func reportAttributeType(_ attribute: NibPlan.Attribute, expected: String, on object: AnyObject) {
        report(
            NibLoadingError.Code.keyPathTypeMismatch,
            "runtime attribute \(quoted: attribute.keyPath) of \(type(of: object)) takes \(expected), not \(attribute.value.typeName)",
            at: attribute.location)
    }

    // MARK: Phase 5: awake

    /// `awakeFromNib()` on every object the nib created, in file order (an object before the
    /// objects nested in it); placeholders (the owner, external objects) are not sent it.
    private func awake() {
        guard let unarchiver else { return }
        for node in nib.plan.nodesInFileOrder {
            guard let object = unarchiver.object(for: node) else { continue }
            // A class cast first: most objects are views, and it is far cheaper than asking
            // whether the object conforms to a protocol.
            if let view = object as? View {
                view.awakeFromNib()
            } else {
                (object as? any NibAwaking)?.awakeFromNib()
            }
        }
    }

    private mutating func report(_ code: String, _ message: String, at location: SourceLocation) {
        problems.append(NibLoadingError.Problem(code: code, message: message, file: nib.file, location: location))
    }

    // MARK: Stand-ins

    /// The identifier of AppKit's application placeholder (macOS File's Owner's neighbour, id
    /// -3), which NibKit has no object for.
    static let applicationIdentifier = "Application"

    /// Whether `object` stands in for a class the file names but NibKit cannot give it: an
    /// object created as its base class (its own is not registered), or an object of one of
    /// ViewCore's own classes, whose UIKit or AppKit outlets, actions and properties ViewCore does not
    /// all model (a table view's `dataSource`, a text field's `delegate`). What the file
    /// connects to a stand-in and the stand-in lacks is skipped with a warning, not an error:
    /// the app's code cannot fix it. An object of the app's own class is never a stand-in.
    private func isStandIn(_ object: AnyObject, id: String) -> Bool {
        if isSubstituted(id) { return true }
        let type = ObjectIdentifier(Swift.type(of: object))
        return Self.viewCoreClasses.contains(type)
    }

    /// Whether the object `id` was created as its base class, its own not being registered.
    private func isSubstituted(_ id: String) -> Bool {
        unarchiver?.substitutedIDs.contains(id) == true
    }

    private static let viewCoreClasses = Set(viewCoreArchivableClasses.map { ObjectIdentifier($0) })

    /// Skips `connection` because of `object` (`id`): its source or target, or, `asItsObject`,
    /// the object an outlet connects, which the outlet's type does not take.
    private mutating func skip(
        _ connection: ArchiveConnection, on object: AnyObject, id: String, asItsObject: Bool = false
    ) {
        let why =
            asItsObject
            ? "is not an object that outlet takes"
            : "does not model that \(connection.kind == .action ? "action" : "outlet")"
        warn(
            "\(connection.kind.rawValue) \(quoted: connection.name) is skipped: \(standIn(object, id: id, because: why))",
            at: connection.location)
    }

    private mutating func skip(_ attribute: NibPlan.Attribute, on object: AnyObject, id: String) {
        warn(
            "runtime attribute \(quoted: attribute.keyPath) is skipped: \(standIn(object, id: id, because: "does not model that key path"))",
            at: attribute.location)
    }

    /// Why a stand-in cannot take what the file gives it: it was made as the base class of one
    /// not registered, or it is one of ViewCore's classes, which model only part of UIKit's
    /// and AppKit's outlets, actions and properties (`why` says which part).
    private func standIn(_ object: AnyObject, id: String, because why: String) -> String {
        guard isSubstituted(id) else { return "ViewCore's \(Swift.type(of: object)) \(why)" }
        let fileClass = nib.plan.objectIndex[id]?.className ?? "its class"
        return "\(Swift.type(of: object)) stands in for \(cut: fileClass), which is not registered (Nib.register)"
    }

    private mutating func warn(_ message: String, at location: SourceLocation) {
        var warning = NibLoadingError.Problem(
            code: NibLoadingError.Code.skipped, message: message, file: nib.file, location: location)
        warning.isWarning = true
        warnings.append(warning)
    }
}
