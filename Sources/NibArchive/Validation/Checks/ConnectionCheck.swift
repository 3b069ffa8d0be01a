import ViewCore

/// Connections that cannot be made, found without creating any object:
///
/// - a source or destination id that no object or placeholder has (`NIB0408`, with a
///   suggestion);
/// - a name that cannot be an outlet (a Swift identifier) or an action (`signIn` or `signIn:`,
///   `tableView:didSelect:`) (`NIB0501`);
/// - an outlet on the First Responder, which has none (`NIB0502`);
/// - with a registry: an action whose source class is known and is neither a `Control` nor a
///   `GestureRecognizer` or `BarButtonItem` (`NIB0404`), and a control event that `Control.Event` does not know
///   (`NIB0409`);
/// - the same outlet of one object connected twice, where the last one wins (`NIB0510`, a warning).
///
/// Whether the source really has that outlet, or the target that action, depends on the
/// classes of the app and is checked by the loader (`NIB0401`, `NIB0403`).
public struct ConnectionCheck: ArchiveCheck {
    /// Creates the check; it has no settings.
    public init() {}

    /// The diagnostics for connections that cannot be made, in connection order.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        var found: [ArchiveDiagnostic] = []
        // By source and name, not their joined text: a string made and hashed a connection.
        struct Outlet: Hashable {
            let source: String
            let name: String
        }
        var outlets: [Outlet: SourceLocation] = [:]
        for (position, connection) in context.document.connections.enumerated() {
            // Worded only for a diagnostic: a file has many connections and few problems.
            var keyPath: String {
                "connections[\(position)] (\(connection.kind.rawValue) \(quoted: connection.name))"
            }
            func report(
                _ code: ArchiveDiagnostic.Code, _ message: String, severity: ArchiveDiagnostic.Severity = .error
            ) {
                found.append(
                    context.diagnostic(
                        code, message, at: connection.location, severity: severity,
                        objectID: connection.source, keyPath: keyPath))
            }
            // Each end on its own: a list of the two ends was an array made a connection (with the
            // outlets by source and name: 29.7M -> 25.2M instructions, two loads of the corpus).
            func checkEnd(_ role: String, _ id: String) {
                guard !context.index.contains(id: id) else { return }
                report(
                    .unknownConnectionEnd,
                    "the \(connection.kind.rawValue)'s \(role) \(quoted: id) is no object or placeholder of the file"
                        + context.suggestion(for: id, in: context.index.allIDs))
            }
            checkEnd("source", connection.source)
            checkEnd("destination", connection.destination)
            if let problem = Self.nameProblem(connection) { report(.invalidConnectionName, problem) }
            let sourcePlaceholder = context.index.placeholder(connection.source)
            switch connection.kind {
            case .outlet, .outletCollection:
                if sourcePlaceholder?.kind == .firstResponder {
                    report(
                        .outletOnFirstResponder,
                        "the First Responder has no outlets; connect \(quoted: connection.name) from the object that declares it"
                    )
                }
                if connection.kind == .outlet {
                    let key = Outlet(source: connection.source, name: connection.name)
                    if let earlier = outlets[key] {
                        report(
                            .duplicateOutlet,
                            "outlet \(quoted: connection.name) of \(quoted: connection.source) is already connected at line \(earlier.line); the last connection wins",
                            severity: .warning)
                    } else {
                        outlets[key] = connection.location
                    }
                }
            case .action:
                if sourcePlaceholder?.kind == .firstResponder {
                    report(
                        .notAnActionSender,
                        "action \(quoted: connection.name) cannot be sent by the First Responder; connect it from a control or gesture recognizer"
                    )
                }
                found += senderProblems(connection, in: context).map {
                    context.diagnostic(
                        $0.code, $0.message, at: connection.location, objectID: connection.source, keyPath: keyPath)
                }
            }
        }
        return found
    }

    /// What is wrong with the action's sender, when its class is registered.
    private func senderProblems(_ connection: ArchiveConnection, in context: ValidationContext)
        -> [(code: ArchiveDiagnostic.Code, message: String)]
    {
        guard let position = context.index.nodeByID[connection.source], let type = context.registeredClass(of: position)
        else {
            return []
        }
        // AppKit's menu items, cells and toolbar items send actions; NibKit keeps them unsent.
        if type is GestureRecognizer.Type || type is BarButtonItem.Type || type is AppKitObject.Type {
            return []
        }
        guard type is Control.Type else {
            return [
                (
                    .notAnActionSender,
                    "action \(quoted: connection.name) is sent by \(quoted: connection.source) (\(context.index.nodes[position].object.className)), which is not a Control, a GestureRecognizer or a BarButtonItem"
                )
            ]
        }
        if let event = connection.event, Control.Event(codingValue: .string(event)).map({ $0.isEmpty }) ?? true {
            let names = Control.Event.named.map(\.name)
            return [
                (.unknownEvent, "unknown control event \(quoted: event)" + context.suggestion(for: event, in: names))
            ]
        }
        return []
    }

    /// Why the connection's name cannot name an outlet or action, or nil.
    static func nameProblem(_ connection: ArchiveConnection) -> String? {
        let name = connection.name
        switch connection.kind {
        case .outlet, .outletCollection:
            return isIdentifier(Substring(name))
                ? nil : "\(quoted: name) cannot name an outlet; an outlet is a Swift property name"
        case .action:
            // An ASCII name split by bytes, where `:` is always a character of its own: splitting
            // by characters cost 8,000 instructions an action (callgrind).
            var parts =
                name.utf8.allSatisfy({ $0 < 0x80 })
                ? name.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { Substring($0) }
                : name.split(separator: ":", omittingEmptySubsequences: false)
            if name.hasSuffix(":") { parts.removeLast() }
            let valid = !parts.isEmpty && parts.allSatisfy(isIdentifier) && (parts.count == 1 || name.hasSuffix(":"))
            return valid
                ? nil
                : "\(quoted: name) cannot name an action; write it as 'name' or 'name:' ('tableView:didSelectRowAt:' for more parts)"
        }
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        // ASCII names (nearly all) by bytes, where the letters are the alphabetic scalars:
        // Unicode's properties cost 11,000 instructions a connection (one load of the corpus's
        // 80 files: 20M instructions, callgrind).
        let bytes = text.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            func isLetter(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            }
            guard let first = bytes.first, isLetter(first) else { return false }
            return bytes.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
