import Foundation

/// Reads a keyed-archive nib (a binary property list `NSKeyedArchiver` wrote: iOS before 6,
/// macOS `keyedobjects.nib`) into the same tables `NIBArchiveDecoder` gives, so that
/// `CompiledNibMapper` reads both alike. `Formats/nibarchive.md`, "Keyed-archive nibs",
/// describes the archive and how it becomes the tables.
///
/// NibKit's own `BinaryPropertyList` reads the property list (Foundation's gives references as
/// a type whose number no public API reads, on Linux and on Apple's systems alike, so the
/// reader would be tied to one Foundation's private layout); this checks the archive
/// in it: `$archiver` is `NSKeyedArchiver`, `$top` a dictionary, `$objects` an array, every
/// `CF$UID` reference inside `$objects`, every `$class` a class description. The archive's
/// `$top` becomes object 0, the root, and `$objects[i]` object `i + 1`; the tables' format
/// version is 0 (there is no `NIBArchive` header) and their coder version `$version`. A bad
/// archive is one error (`NIB0115`) naming where in it the problem is
/// (`$objects[12].UISubviews`); the diagnostic's line and column are 1, as a binary property
/// list has no lines.
public struct KeyedNibArchiveDecoder: Sendable {
    /// The bytes every binary property list starts with.
    public static let magic: [UInt8] = Array("bplist00".utf8)

    /// The limits to enforce (`maxBytes`, `maxObjects`, `maxStringLength`).
    public var limits: ReaderLimits

    /// Creates a decoder enforcing `limits`.
    public init(limits: ReaderLimits = .default) {
        self.limits = limits
    }

    /// Whether `data` starts with `bplist00`, as a keyed-archive nib does.
    ///
    /// - Complexity: O(1).
    public static func recognizes(_ data: Data) -> Bool {
        data.prefix(magic.count).elementsEqual(magic)
    }

    /// Decodes `data`.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The file's name or path, for diagnostics.
    /// - Throws: `ArchiveReadError` with one diagnostic: `NIB0115` for a file that is no property
    ///   list or no keyed archive (`$archiver`, `$top`, `$objects` missing or of the wrong type),
    ///   a reference out of range, a `$class` that is no class description, a value of a type
    ///   an archive does not hold, a string or number whose value refers to an object;
    ///   `NIB0108`, `NIB0109`, `NIB0110` for the limits.
    /// - Complexity: O(n) in the size of the file.
    public func decode(_ data: Data, file: String? = nil) throws(ArchiveReadError) -> NIBArchive {
        let fail = { (code: ArchiveDiagnostic.Code, message: String) in
            ArchiveReadError(ArchiveDiagnostic(code: code, message: message, file: file, line: 1, column: 1))
        }
        guard data.count <= limits.maxBytes else {
            throw fail(.fileTooLarge, "the input is \(data.count) bytes, more than the limit of \(limits.maxBytes)")
        }
        let read: Any
        do {
            // No string limit here: the tables hold each string to `maxStringLength` (NIB0110).
            read = try BinaryPropertyList.read(data, maxDepth: limits.maxDepth, maxStringLength: .max)
        } catch {
            throw fail(
                .malformedCompiledNib,
                "the file is no binary property list: \(error.reason) (at byte offset \(error.offset))")
        }
        guard let plist = read as? [String: Any] else {
            throw fail(.malformedCompiledNib, "the file is not a property list dictionary")
        }
        guard let archiver = plist["$archiver"] as? String, archiver == "NSKeyedArchiver" else {
            let found = (plist["$archiver"] as? String).map { "'\($0)'" } ?? "missing"
            throw fail(.malformedCompiledNib, "$archiver is \(found), not 'NSKeyedArchiver'")
        }
        guard let top = plist["$top"] as? [String: Any] else {
            throw fail(.malformedCompiledNib, "the archive has no $top dictionary")
        }
        guard let objects = plist["$objects"] as? [Any] else {
            throw fail(.malformedCompiledNib, "the archive has no $objects array")
        }
        guard objects.count < limits.maxObjects else {
            throw fail(
                .tooManyObjects,
                "the archive holds \(objects.count) objects, more than the limit of \(limits.maxObjects)")
        }
        var tables = KeyedNibTables(objects: objects, limits: limits, fail: fail)
        tables.archive.formatVersion = 0
        tables.archive.coderVersion = UInt32(clamping: plist["$version"] as? Int ?? 0)
        try tables.addRoot(top)
        for index in objects.indices { try tables.addObject(index) }
        return tables.finished
    }
}
