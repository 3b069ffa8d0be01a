import Foundation

/// Builds a `NIBArchive`'s tables from a keyed archive's `$top` and `$objects`, one object at a
/// time, checking each reference and type as it goes (`KeyedNibArchiveDecoder` describes the
/// result). Keys and classes are entered once each, in the order first met.
struct KeyedNibTables {
    /// The archive's `$objects`.
    let objects: [Any]
    let limits: ReaderLimits
    /// Makes the error for a message.
    let fail: (ArchiveDiagnostic.Code, String) -> ArchiveReadError
    /// The tables built so far.
    var archive = NIBArchive()
    /// Key indices by name.
    var keyIndices: [String: Int] = [:]
    /// Class indices by the `$objects` index of their class description.
    var classIndices: [Int: Int] = [:]
    /// Class indices by name, for the classes this makes up (`NSString` for a plain string).
    var namedClassIndices: [String: Int] = [:]
    /// The items of the arrays met inline (not under `NS.objects`), each an object appended
    /// after `$objects`, as `NSArray` archives its items.
    var inlineArrays: [[NIBArchive.Payload]] = []

    init(objects: [Any], limits: ReaderLimits, fail: @escaping (ArchiveDiagnostic.Code, String) -> ArchiveReadError) {
        self.objects = objects
        self.limits = limits
        self.fail = fail
    }

    /// The tables with the inline arrays appended.
    var finished: NIBArchive {
        mutating get {
            for items in inlineArrays {
                append(className: namedClass("NSArray"), values: items.map { ("UINibEncoderEmptyKey", $0) })
            }
            inlineArrays = []
            return archive
        }
    }

    /// Adds `$top` as object 0.
    mutating func addRoot(_ top: [String: Any]) throws(ArchiveReadError) {
        var values: [(String, NIBArchive.Payload)] = []
        for key in top.keys.sorted() {
            guard let value = top[key] else { continue }
            values.append((key, try payload(value, at: "$top.\(key)")))
        }
        append(className: namedClass("NSObject"), values: values)
    }

    /// Adds `$objects[index]` as object `index + 1`.
    mutating func addObject(_ index: Int) throws(ArchiveReadError) {
        let path = "$objects[\(index)]"
        let object = objects[index]
        if index == 0, object as? String == "$null" {
            append(className: namedClass("NSNull"), values: [])
        } else if let text = object as? String {
            try checkLength(text, at: path)
            append(className: namedClass("NSString"), values: [("NS.bytes", .data(Data(text.utf8)))])
        } else if let bytes = object as? Data {
            append(className: namedClass("NSData"), values: [("NS.bytes", .data(bytes))])
        } else if let number = Self.scalar(object) {
            let key =
                switch number {
                case .bool: "NS.boolval"
                case .double: "NS.dblval"
                default: "NS.intval"
                }
            append(className: namedClass("NSNumber"), values: [(key, number)])
        } else if let dictionary = object as? [String: Any], dictionary["$classname"] is String {
            // A class description: only `$class` may name it, and `payload` sees to that.
            append(className: namedClass("NSObject"), values: [])
        } else if let dictionary = object as? [String: Any], let classReference = dictionary["$class"] {
            let className = try classIndex(classReference, at: path + ".$class")
            append(className: className, values: try values(of: dictionary, className: className, at: path))
        } else {
            throw fail(
                .malformedCompiledNib, "\(path) is \(Self.describe(object)), not an object, string, number or data")
        }
    }

    /// An archived object's values, less `$class`, in key order: a collection's `NS.objects`
    /// (and a dictionary's `NS.keys`) as `UINibEncoderEmptyKey` items, a string's `NS.string`
    /// as `NS.bytes`.
    private mutating func values(of dictionary: [String: Any], className: Int, at path: String) throws(ArchiveReadError)
        -> [(String, NIBArchive.Payload)]
    {
        let name = archive.classes[className].name
        var values: [(String, NIBArchive.Payload)] = []
        let isCollection =
            CompiledNibGraph.collectionClasses.contains(name) || CompiledNibGraph.dictionaryClasses.contains(name)
        if isCollection {
            let items = try array(dictionary["NS.objects"], at: path + ".NS.objects")
            var keys: [NIBArchive.Payload] = []
            if CompiledNibGraph.dictionaryClasses.contains(name) {
                keys = try array(dictionary["NS.keys"], at: path + ".NS.keys")
                guard keys.count == items.count else {
                    throw fail(
                        .malformedCompiledNib, "\(path) has \(keys.count) NS.keys but \(items.count) NS.objects")
                }
            }
            for (position, item) in items.enumerated() {
                if !keys.isEmpty { values.append(("UINibEncoderEmptyKey", keys[position])) }
                values.append(("UINibEncoderEmptyKey", item))
            }
        }
        let itemKeys: Set<String> = isCollection ? ["NS.objects", "NS.keys"] : []
        let scalarOnly = CompiledNibGraph.stringClasses.contains(name) || name == "NSNumber"
        for key in dictionary.keys.sorted() where key != "$class" && !itemKeys.contains(key) {
            guard let value = dictionary[key] else { continue }
            var payload = try payload(value, at: "\(path).\(key)")
            if scalarOnly, case .object = payload {
                // A string's text or a number's value that is an object could be the string or
                // number itself; reading it would never end.
                throw fail(.malformedCompiledNib, "\(path).\(key) of a \(name) refers to an object, not a value")
            }
            if key == "NS.string", let text = value as? String { payload = .data(Data(text.utf8)) }
            values.append((key == "NS.string" ? "NS.bytes" : key, payload))
        }
        return values
    }

    /// The items of an `NS.objects` or `NS.keys` array (none when absent).
    private mutating func array(_ value: Any?, at path: String) throws(ArchiveReadError) -> [NIBArchive.Payload] {
        guard let value else { return [] }
        guard let items = value as? [Any] else {
            throw fail(.malformedCompiledNib, "\(path) is \(Self.describe(value)), not an array")
        }
        var payloads: [NIBArchive.Payload] = []
        for (position, item) in items.enumerated() { payloads.append(try payload(item, at: "\(path)[\(position)]")) }
        return payloads
    }

    /// A value as a payload: a reference (`CF$UID`) as the object it names (nil for `$null`,
    /// data inline), numbers, strings (as UTF-8 data) and data as they are, an inline array as
    /// a made-up `NSArray`.
    private mutating func payload(_ value: Any, at path: String) throws(ArchiveReadError) -> NIBArchive.Payload {
        if let uid = Self.uid(value) {
            guard uid < objects.count else {
                throw fail(
                    .malformedCompiledNib,
                    "\(path) refers to object \(uid), but the archive has \(objects.count) objects")
            }
            let target = objects[uid]
            if uid == 0, target as? String == "$null" { return .null }
            if let bytes = target as? Data { return .data(bytes) }
            if let description = target as? [String: Any], description["$classname"] != nil {
                throw fail(.malformedCompiledNib, "\(path) refers to object \(uid), a class description, not an object")
            }
            return .object(uid + 1)
        }
        if let number = Self.scalar(value) { return number }
        if let text = value as? String {
            try checkLength(text, at: path)
            return .data(Data(text.utf8))
        }
        if let bytes = value as? Data { return .data(bytes) }
        if let items = value as? [Any] {
            var payloads: [NIBArchive.Payload] = []
            for (position, item) in items.enumerated() {
                payloads.append(try payload(item, at: "\(path)[\(position)]"))
            }
            inlineArrays.append(payloads)
            return .object(objects.count + inlineArrays.count)
        }
        throw fail(.malformedCompiledNib, "\(path) is \(Self.describe(value)), not a reference, number, string or data")
    }

    /// The class index for a `$class` reference, checking it names a class description.
    private mutating func classIndex(_ reference: Any, at path: String) throws(ArchiveReadError) -> Int {
        guard let uid = Self.uid(reference), uid < objects.count else {
            throw fail(.malformedCompiledNib, "\(path) is not a reference to an object of the archive")
        }
        if let index = classIndices[uid] { return index }
        guard let description = objects[uid] as? [String: Any], let name = description["$classname"] as? String,
            !name.isEmpty
        else {
            throw fail(.malformedCompiledNib, "\(path) refers to object \(uid), which is no class description")
        }
        try checkLength(name, at: path)
        archive.classes.append(NIBArchive.ClassName(name: name))
        classIndices[uid] = archive.classes.count - 1
        return archive.classes.count - 1
    }

    /// The index of a class this makes up, entered on first use.
    private mutating func namedClass(_ name: String) -> Int {
        if let index = namedClassIndices[name] { return index }
        archive.classes.append(NIBArchive.ClassName(name: name))
        namedClassIndices[name] = archive.classes.count - 1
        return archive.classes.count - 1
    }

    /// Appends an object and its run of values.
    private mutating func append(className: Int, values: [(String, NIBArchive.Payload)]) {
        let start = archive.values.count
        for (key, payload) in values {
            let keyIndex: Int
            if let known = keyIndices[key] {
                keyIndex = known
            } else {
                archive.keys.append(key)
                keyIndex = archive.keys.count - 1
                keyIndices[key] = keyIndex
            }
            archive.values.append(NIBArchive.Value(keyIndex: keyIndex, payload: payload))
        }
        archive.objects.append(NIBArchive.Object(classIndex: className, values: start..<archive.values.count))
    }

    private func checkLength(_ text: String, at path: String) throws(ArchiveReadError) {
        guard text.utf8.count <= limits.maxStringLength else {
            throw fail(
                .stringTooLong,
                "\(path) is \(text.utf8.count) bytes long, more than the limit of \(limits.maxStringLength)")
        }
    }
}
