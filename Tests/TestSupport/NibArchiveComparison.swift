import Foundation
import NibArchive

/// Compares two `NIBArchive`s under the equality issue #40 sets for compiled nibs: the same
/// objects (by class), the same keys with the same value types, integer widths and values, and
/// the same order of values under one key (an array's items); the order of the object table,
/// of keys within an object and of the class table does not count.
///
/// The walk starts at both roots (object 0) and compares objects in pairs as references lead
/// to them, each pair once (so cycles end); whether two references share one object does not
/// count (ibtool shares equal strings, a compiler need not). As the corpus's README and
/// viraptor/ibtool's comparison have it, the items of `NSViewConstraints` and `NSConnections`
/// are matched in any order (sorted by a signature of each item, two references deep, first),
/// and the constraints the object list (`NSObjectsKeys`) names are compared there, not by their
/// place in that list: constraint order does not count. `NSOidsKeys`, the
/// numbering of the object table, is compared as the classes it numbers, in any order: every
/// object it holds is reached, and compared, through another key (ibtool numbers a storyboard
/// nib's connections in an order that varies from compile to compile).
/// A data value holding a NIBArchive of its own (a view-based table's cell view prototype,
/// `NSNibFileData`) is compared under these same rules, not byte for byte: it is a nib, whose
/// object table order does not count either.
/// Each difference is named by its path from the root (`IB.objectdata.NSObjectsValues[3].NSFrame`)
/// and its key, so a report can count which keys differ most.
///
/// One named rule tolerates a difference, and the report lists what it tolerated apart
/// (``Report/tolerated``): **equivalent ICC profiles**. The data under `NSICC` (an
/// `NSColorSpace`'s ICC profile) compare as equal when both parse as ICC profiles with the
/// same colour space and the same tone curves, each curve's gamma within 0.01
/// (``ICCProfileSummary``): ibtool writes Apple's own grey profile, which NibKit may not ship,
/// and the compiler writes an equivalent one of its own. ``Report/strictlyMatches`` counts
/// such a pair as different; ``Report/matches`` as equal. Any other difference, in the
/// profile's colour space, its curves or anywhere else, is still a difference.
///
/// A second named rule, **random identifiers**: the strings under
/// `uniqueIdentifierForStoryboardCompilation` compare as equal when both are UUIDs. ibtool makes
/// them at random on every compile, so no compiler can write its bytes; the rule is tolerated
/// like the first (listed apart, and the pair is not strictly equal).
///
/// ```swift
/// let report = NibArchiveComparison.compare(ours, theirs)
/// if !report.matches { print(report.differences.map(\.description)) }
/// ```
public enum NibArchiveComparison {
    /// One difference: where, which key, and what each side holds there.
    public struct Difference: Sendable, CustomStringConvertible {
        /// The path of the object from the root, as keys (`IB.objectdata.NSConnections[0]`).
        public var path: String
        /// The key that differs (or `class` when the classes differ).
        public var key: String
        /// What the first archive holds (`missing` when the key is not there).
        public var left: String
        /// What the second archive holds (`missing` when the key is not there).
        public var right: String

        /// `path.key: left ≠ right`.
        public var description: String { "\(path).\(key): \(left) ≠ \(right)" }
    }

    /// The outcome of one comparison.
    public struct Report: Sendable {
        /// Every difference found, in the order of the walk.
        public var differences: [Difference] = []
        /// The differences the equivalent-profile rule accepted, each with `right` saying so
        /// (`NSICC: equivalent profile, bytes differ`).
        public var tolerated: [Difference] = []

        /// Whether the archives are equal under the comparison, its rule included.
        public var matches: Bool { differences.isEmpty }

        /// Whether the archives are equal with no rule applied: byte for byte in every value.
        public var strictlyMatches: Bool { differences.isEmpty && tolerated.isEmpty }

        /// The differing keys, each once, sorted.
        public var differingKeys: [String] { Array(Set(differences.map(\.key))).sorted() }
    }

    /// Compares `left` with `right`.
    ///
    /// - Complexity: O(p) in the pairs of objects compared: the number of objects when the two
    ///   archives' references correspond one to one.
    public static func compare(_ left: NIBArchive, _ right: NIBArchive) -> Report {
        var report = Report()
        guard !left.objects.isEmpty, !right.objects.isEmpty else {
            if left.objects.count != right.objects.count {
                report.differences.append(
                    Difference(
                        path: "", key: "objects", left: "\(left.objects.count)", right: "\(right.objects.count)"))
            }
            return report
        }
        var seen: Set<Pair> = [Pair(left: 0, right: 0)]
        var pending: [(left: Int, right: Int, path: String, unordered: Bool)] = [(0, 0, "root", false)]
        while let (leftIndex, rightIndex, path, unordered) = pending.popLast() {
            let leftObject = left.objects[leftIndex]
            let rightObject = right.objects[rightIndex]
            let leftClass = left.className(of: leftObject)
            let rightClass = right.className(of: rightObject)
            guard leftClass == rightClass else {
                report.differences.append(Difference(path: path, key: "class", left: leftClass, right: rightClass))
                continue
            }
            let leftValues = grouped(left, leftObject)
            let rightValues = grouped(right, rightObject)
            for key in Set(leftValues.keys).union(rightValues.keys).sorted() {
                var these = leftValues[key] ?? []
                var those = rightValues[key] ?? []
                if unordered, key == "UINibEncoderEmptyKey" {
                    these.sort { signature($0, in: left) < signature($1, in: left) }
                    those.sort { signature($0, in: right) < signature($1, in: right) }
                }
                guard these.count == those.count else {
                    report.differences.append(
                        Difference(
                            path: "\(path)<\(leftClass)>", key: key, left: count(these), right: count(those)))
                    continue
                }
                // The object ids number objects every other path reaches: only which classes
                // they number counts, not the order.
                if leftClass == "NSArray", path.hasSuffix(".NSOidsKeys") {
                    let mine = these.map { classOf($0, in: left) }.sorted()
                    let theirs = those.map { classOf($0, in: right) }.sorted()
                    if mine != theirs {
                        report.differences.append(
                            Difference(
                                path: path, key: "UINibEncoderEmptyKey", left: mine.joined(separator: " "),
                                right: theirs.joined(separator: " ")))
                    }
                    continue
                }
                for (position, (this, that)) in zip(these, those).enumerated() {
                    let place = these.count > 1 ? "\(key)[\(position)]" : key
                    if key == "NSICC", case .object(let thisIndex) = this, case .object(let thatIndex) = that,
                        let these = soleBytes(left, thisIndex), let those = soleBytes(right, thatIndex),
                        these != those,
                        left.className(of: left.objects[thisIndex]) == right.className(of: right.objects[thatIndex])
                    {
                        let difference = Difference(
                            path: "\(path)<\(leftClass)>", key: key, left: "data \(these.count) bytes",
                            right: "data \(those.count) bytes")
                        if let mine = ICCProfileSummary(these), let theirs = ICCProfileSummary(those),
                            mine.isEquivalent(to: theirs)
                        {
                            report.tolerated.append(
                                Difference(
                                    path: difference.path, key: key, left: difference.left,
                                    right: "NSICC: equivalent profile, bytes differ"))
                        } else {
                            report.differences.append(difference)
                        }
                    } else if key == "uniqueIdentifierForStoryboardCompilation",
                        let these = uuidText(left, this), let those = uuidText(right, that)
                    {
                        if these != those {
                            report.tolerated.append(
                                Difference(
                                    path: "\(path)<\(leftClass)>", key: key, left: these,
                                    right: "random identifier: both UUIDs"))
                        }
                    } else if path.hasSuffix(".NSObjectsKeys"), classOf(this, in: left) == "NSLayoutConstraint",
                        classOf(that, in: right) == "NSLayoutConstraint"
                    {
                        // Constraint order does not count: the object list names the constraints
                        // in it too, so they are compared where their views hold them, unordered.
                        continue
                    } else if case .object(let thisIndex) = this, case .object(let thatIndex) = that {
                        guard seen.insert(Pair(left: thisIndex, right: thatIndex)).inserted else { continue }
                        let unorderedItems = key == "NSViewConstraints" || key == "NSConnections"
                        pending.append((thisIndex, thatIndex, "\(path).\(place)", unorderedItems))
                    } else if this != that, let nested = nestedComparison(this, that) {
                        // A nib inside the nib (a table's cell view prototype) compares under
                        // the same rules, not byte for byte.
                        let prefix = "\(path)<\(leftClass)>.\(place)"
                        report.differences += nested.differences.map {
                            Difference(path: "\(prefix)/\($0.path)", key: $0.key, left: $0.left, right: $0.right)
                        }
                        report.tolerated += nested.tolerated.map {
                            Difference(path: "\(prefix)/\($0.path)", key: $0.key, left: $0.left, right: $0.right)
                        }
                    } else if this != that {
                        report.differences.append(
                            Difference(
                                path: "\(path)<\(leftClass)>", key: key, left: spelled(this, in: left),
                                right: spelled(that, in: right)))
                    }
                }
            }
        }
        return report
    }

    /// The comparison of two data values that both hold a NIBArchive, if they do.
    private static func nestedComparison(_ this: NIBArchive.Payload, _ that: NIBArchive.Payload) -> Report? {
        let magic = Data("NIBArchive".utf8)
        guard case .data(let these) = this, case .data(let those) = that, these.starts(with: magic),
            those.starts(with: magic), let left = try? NIBArchiveDecoder().decode(these),
            let right = try? NIBArchiveDecoder().decode(those)
        else { return nil }
        return compare(left, right)
    }

    /// The class of the object `payload` refers to (its spelling when it is no reference).
    private static func classOf(_ payload: NIBArchive.Payload, in archive: NIBArchive) -> String {
        guard case .object(let index) = payload, archive.objects.indices.contains(index) else {
            return spelled(payload, in: archive)
        }
        return archive.className(of: archive.objects[index])
    }

    /// The text of the string `payload` refers to, if it is a UUID (`8-4-4-4-12` hex digits).
    private static func uuidText(_ archive: NIBArchive, _ payload: NIBArchive.Payload) -> String? {
        guard case .object(let index) = payload, let bytes = soleBytes(archive, index),
            let text = String(data: bytes, encoding: .utf8), UUID(uuidString: text) != nil
        else { return nil }
        return text
    }

    /// The bytes of the `NSData` or `NSString` at `index` (its only value, `NS.bytes`), if it is one.
    private static func soleBytes(_ archive: NIBArchive, _ index: Int) -> Data? {
        guard archive.objects.indices.contains(index) else { return nil }
        let values = archive.values(of: archive.objects[index])
        guard values.count == 1, let value = values.first, archive.key(of: value) == "NS.bytes",
            case .data(let data) = value.payload
        else { return nil }
        return data
    }

    private struct Pair: Hashable {
        let left: Int
        let right: Int
    }

    /// A description of a value two references deep, to sort unordered items by: an object's
    /// class and its non-reference values, each string it refers to by its text, and each other
    /// object it refers to by that object's own description one level down (two outlets of one
    /// label tell apart by their sources' frames).
    private static func signature(_ payload: NIBArchive.Payload, in archive: NIBArchive, depth: Int = 2) -> String {
        guard case .object(let index) = payload, archive.objects.indices.contains(index) else {
            return spelled(payload, in: archive)
        }
        let object = archive.objects[index]
        var parts: [String] = []
        for value in archive.values(of: object) {
            let key = archive.key(of: value)
            guard case .object(let target) = value.payload, archive.objects.indices.contains(target) else {
                parts.append("\(key)=\(spelled(value.payload, in: archive))")
                continue
            }
            let referent = archive.objects[target]
            if let text = archive.values(of: referent).first(where: { archive.key(of: $0) == "NS.bytes" }) {
                parts.append("\(key)=<\(archive.className(of: referent))>\(spelled(text.payload, in: archive))")
            } else if depth > 1 {
                parts.append("\(key)=(\(signature(value.payload, in: archive, depth: depth - 1)))")
            } else {
                parts.append("\(key)=<\(archive.className(of: referent))>")
            }
        }
        return archive.className(of: object) + " " + parts.sorted().joined(separator: " ")
    }

    /// The values of `object` by key, in table order within each key.
    private static func grouped(_ archive: NIBArchive, _ object: NIBArchive.Object) -> [String: [NIBArchive.Payload]] {
        var grouped: [String: [NIBArchive.Payload]] = [:]
        for value in archive.values(of: object) { grouped[archive.key(of: value), default: []].append(value.payload) }
        return grouped
    }

    private static func count(_ values: [NIBArchive.Payload]) -> String {
        values.isEmpty ? "missing" : values.count == 1 ? "1 value" : "\(values.count) values"
    }

    /// A payload as a report prints it: its type and value (`int16 3`, `data "{0, 0}"`).
    public static func spelled(_ payload: NIBArchive.Payload, in archive: NIBArchive) -> String {
        switch payload {
        case .int8(let value): "int8 \(value)"
        case .int16(let value): "int16 \(value)"
        case .int32(let value): "int32 \(value)"
        case .int64(let value): "int64 \(value)"
        case .bool(let value): "\(value)"
        case .float(let value): "float \(value)"
        case .double(let value): "double \(value)"
        case .data(let data):
            String(data: data, encoding: .utf8).map { "data \"\($0.prefix(40))\"" } ?? "data \(data.count) bytes"
        case .null: "nil"
        case .object(let index):
            archive.objects.indices.contains(index) ? "<\(archive.className(of: archive.objects[index]))>" : "<?>"
        }
    }
}
