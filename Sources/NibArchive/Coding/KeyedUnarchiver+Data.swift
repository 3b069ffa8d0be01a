import Foundation
import ViewCore

extension KeyedUnarchiver {
    /// Reads `data` and makes an unarchiver for what it holds, ready for
    /// `decodeTopLevelObjects()`: `NSKeyedUnarchiver(forReadingFrom:)`'s role.
    ///
    /// The objects are the same as reading the document first and decoding it then; this is
    /// the faster way to decode a file once. While a large XML file is read on two threads
    /// (`XMLArchiveReader`), the calling thread decodes the views of each part the reading
    /// thread hands over right after building it (`DecodingAhead`). A large JSON file is
    /// parsed and built on a second thread, which hands the views it finishes to the calling
    /// thread to decode meanwhile, with the constraints they hold. Only ViewCore's own view
    /// classes are decoded ahead (and, inside them, its constraints), and only those their
    /// owner will certainly decode, so no `init(coder:)` of yours runs earlier or in another
    /// order. In either spelling, references are resolved at the end, in the order decoding
    /// the document records them, among the ids the reader hashed while reading.
    ///
    /// ```swift
    /// let unarchiver = try KeyedUnarchiver(data: data, file: "Main.xml")
    /// let roots = try unarchiver.decodeTopLevelObjects()
    /// ```
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - format: its spelling; nil tells it from the first byte that is not whitespace.
    ///   - file: the file's name or path, named in diagnostics and errors.
    ///   - limits: the limits reading enforces.
    ///   - placeholders: as for `init(document:file:placeholders:registry:options:objectIndex:)`.
    ///   - registry: as for `init(document:file:placeholders:registry:options:objectIndex:)`.
    ///   - options: as for `init(document:file:placeholders:registry:options:objectIndex:)`.
    /// - Throws: `ArchiveReadError` when the file cannot be read, as `ArchiveDocument(data:)`.
    public convenience init(data: Data, format: ArchiveFormat? = nil, file: String? = nil, limits: ReaderLimits = .default,
                            placeholders: [String: AnyObject] = [:], registry: ClassRegistry = .shared,
                            options: Options = Options()) throws {
        try self.init(data: data, format: format, file: file, limits: limits, placeholders: placeholders, registry: registry,
                      options: options, pipelineThreshold: nil, chunkSize: nil)
    }

    /// `init(data:...)` with the size from which a file is read on two threads and the chunk
    /// size libxml2 is fed, which tests set to decode ahead in small files, and how JSON's
    /// second thread is started (tests pass one that fails).
    convenience init(data: Data, format: ArchiveFormat?, file: String?, limits: ReaderLimits, placeholders: [String: AnyObject],
                     registry: ClassRegistry, options: Options, pipelineThreshold: Int?, chunkSize: Int?,
                     startThread: (Int, @escaping () -> Void) -> ReadingThread? = ReadingThread.start(stackSize:_:)) throws {
        self.init(document: ArchiveDocument(), file: file, placeholders: placeholders, registry: registry, options: options)
        let read: (document: ArchiveDocument, ids: IDTable)
        switch format ?? ArchiveFormat(sniffing: data) {
        case .xml:
            read = try XMLArchiveReader(limits: limits).readKeepingIDs(data, file: file, pipelineThreshold: pipelineThreshold,
                                                                       chunkSize: chunkSize, decodingAhead: DecodingAhead(self))
        case .json:
            let reader = JSONArchiveReader(limits: limits)
            read = data.count >= pipelineThreshold ?? ReadingThread.threshold
                ? try readDecodingAhead(data, file: file, reader: reader, startThread: startThread)
                : try reader.readKeepingIDs(data, file: file)
        case nil:
            // Neither spelling: the document reader says why.
            document = try ArchiveDocument(data: data, format: nil, file: file, limits: limits)
            return
        }
        document = read.document
        // Nothing decoded ahead looks an id up, but an index made then would be of no objects.
        lazyIndex = nil
        // The document is this unarchiver's alone, so the readers' ids stay true to it.
        if read.ids.isChecked { readIDs = read.ids }
    }

    /// Reads JSON on a second thread, which hands each view it builds over to this one to
    /// decode (`DecodingAhead`); on this thread alone when no second one can be started.
    private func readDecodingAhead(_ data: Data, file: String?, reader: JSONArchiveReader,
                                   startThread: (Int, @escaping () -> Void) -> ReadingThread?)
        throws -> (document: ArchiveDocument, ids: IDTable) {
        // The decoding thread waits for the parser here: it has time for views that hold
        // references too (`DecodingAhead.keepsReferences`).
        let decodingAhead = DecodingAhead(self, keepsReferences: true)
        let outcome = ReadOutcome()
        // The parser and the builder recurse once per level of nesting.
        let thread = startThread(ReadingThread.stackSize(forDepth: reader.limits.maxDepth)) {
            outcome.result = Result { try reader.readKeepingIDs(data, file: file, decodingAhead: decodingAhead) }
            decodingAhead.endHandingOver()
        }
        guard let thread else { return try reader.readKeepingIDs(data, file: file) }
        decodingAhead.decodeHandedOver()
        thread.join()
        guard let result = outcome.result else { preconditionFailure("the reading thread ended without an outcome") }
        return try result.get()
    }

    /// Thrown when an object decoded ahead asks for a reference at once (`object(from:)`);
    /// never leaves `decodeAhead`.
    struct ReferenceWhileDecodingAhead: Error {}

    /// What the reading thread read, set before it ends; read once it has been joined.
    private final class ReadOutcome {
        var result: Result<(document: ArchiveDocument, ids: IDTable), any Error>?
    }

    /// Decodes `node`, a finished part of the document still being read, as the object its
    /// owner will ask for (`DecodingAhead`). The objects `node` owns are decoded already, or
    /// are of ViewCore's self-contained classes. When that fails, or would leave something
    /// behind for later (a warning; a reference to resolve, unless `keepingReferences`), it is
    /// undone, with the objects `node` owns, and decoding the whole document makes them as if
    /// this never ran: then it meets the same error, at the same key path.
    ///
    /// References kept are set aside with `node` and join the others when decoding reaches
    /// `node` (`instantiate`): resolved in the order decoding the document records them, the
    /// first that fails is the one it would have reported.
    ///
    /// - Parameters:
    ///   - numbered: how many objects the reader has numbered so far.
    ///   - keepingReferences: whether references left to resolve are kept rather than undone.
    /// - Returns: whether `node` was decoded.
    @discardableResult
    func decodeAhead(_ node: ArchiveObject, numbered: Int, keepingReferences: Bool = false) -> Bool {
        built.reserveNumbers(numbered)
        let (pendingBefore, warningsBefore) = (pending.count, warnings.count)
        isDecodingAhead = true
        let decoded = (try? instantiate(node, via: ("objects", nil))) != nil
        isDecodingAhead = false
        if decoded, keepingReferences || pending.count == pendingBefore, warnings.count == warningsBefore {
            if pending.count > pendingBefore {
                referencesDecodedAhead[ObjectIdentifier(node)] = Array(pending[pendingBefore...])
                pending.removeSubrange(pendingBefore...)
            }
            decodedAheadCount += 1
            return true
        }
        pending.removeSubrange(pendingBefore...)
        warnings.removeSubrange(warningsBefore...)
        forget(node)
        return false
    }

    /// Whether `node` was decoded already.
    func isDecoded(_ node: ArchiveObject) -> Bool { built[node] != nil }

    /// The class registered for `className` in `module`, without falling back to a base class.
    func registeredClass(named className: String, module: String?) -> (any Archivable.Type)? {
        ClassRegistry.lookup(className, module: module, in: classes)
    }

    /// Forgets what `node` and every object it owns became.
    private func forget(_ node: ArchiveObject) {
        built.remove(node)
        // Set aside by an object decoded ahead inside it, not yet reached: made again, it
        // records them again.
        referencesDecodedAhead[ObjectIdentifier(node)] = nil
        for entry in node.entries { forget(entry.value) }
    }

    private func forget(_ value: ArchiveValue) {
        switch value {
        case .object(let node): forget(node)
        case .array(let items): for item in items { forget(item) }
        case .dictionary(let members): for member in members { forget(member.value) }
        case .value, .reference: break
        }
    }
}
