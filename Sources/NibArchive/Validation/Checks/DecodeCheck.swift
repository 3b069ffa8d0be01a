import Foundation
import ViewCore

/// Values the real classes refuse: each object is decoded through its registered class's
/// `init(coder:)` by a throwaway `KeyedUnarchiver`, so a type mismatch (`NIB0301`), a missing
/// required value (`NIB0302`), a value the class rejects (`NIB0303`), an unknown enum name
/// (`NIB0304`, with a suggestion), an object of the wrong class (`NIB0307`) or an object listed
/// inside itself by reference (`NIB0308`) is reported with its key path, exactly as loading
/// would report it.
///
/// **Why decode rather than a per-key table.** A table of keys and types would duplicate what
/// every `init(coder:)` already says, drift from it as classes change, and know nothing of the
/// app's own registered classes; decoding asks the classes themselves. The unarchiver stops at
/// the first error, so to report every problem the check decodes a private copy of the
/// document, removes the entry (or object) at fault, and decodes again, up to
/// `maxDiagnostics` times. A valid file costs one decode, of the document itself.
///
/// Problems other checks own are not repeated: dangling references (`ReferenceCheck`), unknown
/// classes (`ClassCheck`; such objects are decoded as `View` and their own errors are not
/// reported, since the real class is not known). Does nothing without a registry.
///
/// - Complexity: O(n · (e + 1)) for a document of size n with e problems.
public struct DecodeCheck: ArchiveCheck {
    /// The most problems reported (and decodes run, plus one).
    public var maxDiagnostics: Int

    /// Creates the check, reporting at most `maxDiagnostics` problems (100 by default).
    public init(maxDiagnostics: Int = 100) {
        self.maxDiagnostics = maxDiagnostics
    }

    /// The errors the registered classes raise decoding each object, at most `maxDiagnostics`; none without a registry.
    public func findings(in context: ValidationContext) -> [ArchiveDiagnostic] {
        guard let registry = context.registry else { return [] }
        // Views holding each other through masks (MaskCycleCheck reports them, whatever the
        // cycle's length) would keep each tree decoded here alive: every view's mask is let go
        // once a decode is done. The fuzzer found two views masking each other leaking here.
        let masked = context.maskedViewIDs
        // Nearly every document decodes: one decode of it as it stands, as loading does, settles
        // that, and the private copy (a deep copy with a line per entry, about half as dear
        // again) is made only to find the problems of one that does not.
        guard Self.decodingError(of: context.document, registry: registry, releasingMasksOf: masked) != nil else {
            return []
        }
        var copy = DocumentCopy(context.index)
        var found: [ArchiveDiagnostic] = []
        // Objects that lost an entry: a later error about the object as a whole ("needs a
        // firstAttribute") is a consequence of the removal, not a problem of the file.
        var trimmed: Set<Int> = []
        for _ in 0...maxDiagnostics {
            guard let failure = Self.decodingError(of: copy.document, registry: registry, releasingMasksOf: masked),
                let origin = copy.origin(ofSyntheticLine: failure.line)
            else { break }
            let consequence = origin.entry == nil && trimmed.contains(origin.node)
            if !consequence, let diagnostic = diagnostic(for: failure, at: origin, in: context) {
                found.append(diagnostic)
                if found.count >= maxDiagnostics { break }
            }
            if origin.entry != nil { trimmed.insert(origin.node) }
            guard copy.remove(origin) else { break }
        }
        return found
    }

    /// The first error decoding `document` with `registry`'s classes raises, unknown classes
    /// decoded as `View`; nil when it decodes. The views with the ids `masked` lose their masks
    /// afterwards.
    private static func decodingError(
        of document: ArchiveDocument, registry: ClassRegistry,
        releasingMasksOf masked: [String]
    ) -> CodingError? {
        let unarchiver = KeyedUnarchiver(
            document: document, registry: registry, options: .init(fallsBackToKnownBaseClass: true))
        defer {
            for id in masked { (unarchiver.object(withID: id) as? View)?.mask = nil }
        }
        return LayoutConstraint.withErrorHandler({ _ in }) {
            do {
                _ = try unarchiver.decodeTopLevelObjects()
                return nil
            } catch let error as CodingError {
                return error
            } catch {
                return nil
            }
        }
    }

    /// The diagnostic for a decoding error, or nil when another check reports it.
    private func diagnostic(for error: CodingError, at origin: DocumentCopy.Origin, in context: ValidationContext)
        -> ArchiveDiagnostic?
    {
        let index = context.index
        let node = origin.node
        let object = index.nodes[node].object
        if context.registeredClass(of: node) == nil { return nil }
        let entry = origin.entry.map { object.entries[$0] }
        switch error.code {
        case .danglingReference, .unknownClass:
            return nil
        case .wrongClass:
            if let entry, Self.namesPlaceholder(entry.value, in: index) { return nil }
            if origin.entry == nil, let parent = index.nodes[node].parent, context.registeredClass(of: parent) == nil {
                return nil
            }
        default:
            break
        }
        let location = entry?.location ?? object.location
        var code = ArchiveDiagnostic.Code(rawValue: error.code.rawValue)
        var message = error.message
        if error.code == .typeMismatch, case .value(.string(let name))? = entry?.value,
            let names = Self.enumNames(in: error.message)
        {
            code = .unknownEnumValue
            message =
                "\(quoted: name) is not one of \(names.joined(separator: ", "))"
                + context.suggestion(for: name, in: names)
        }
        if let entry { message = "\(quoted: entry.key): " + message }
        let owner =
            origin.entry == nil ? (index.nodes[node].parent.map { index.nodes[$0].object.id } ?? object.id) : object.id
        return context.diagnostic(code, message, at: location, objectID: owner, keyPath: error.keyPath)
    }

    /// The names of `expected one of a, b, c, found string`, the message of an unknown enum name.
    static func enumNames(in message: String) -> [String]? {
        let prefix = "expected one of "
        guard message.hasPrefix(prefix), let end = message.range(of: ", found ", options: .backwards) else {
            return nil
        }
        return message[message.index(message.startIndex, offsetBy: prefix.count)..<end.lowerBound]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func namesPlaceholder(_ value: ArchiveValue, in index: ArchiveIndex) -> Bool {
        switch value {
        case .reference(let id): index.placeholderByID[id] != nil
        case .array(let items): items.contains { namesPlaceholder($0, in: index) }
        default: false
        }
    }
}

extension ValidationContext {
    /// The ids of the objects that hold a `mask`: the views whose masks a check that decodes
    /// the document lets go when it is done, so that views holding each other through masks
    /// (`MaskCycleCheck` reports them) do not keep the decoded trees alive.
    var maskedViewIDs: [String] {
        index.nodes.map(\.object).filter { $0.entries.contains { $0.key == "mask" } }.map(\.id)
    }
}
