import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing

/// Keyed-archive nibs (`bplist00`, `NSKeyedArchiver`): read into the tables a `NIBArchive`
/// gives, so the mapper makes the document the source would; every reference and type checked,
/// a bad archive one located `NIB0115`.
@Suite struct KeyedNibArchiveDecoderTests {
    typealias Builder = KeyedArchiveBuilder

    /// The code and message `archive` fails with; nil when it reads.
    func failure(_ archive: Builder) throws -> String? {
        try failure(archive.data())
    }

    func failure(_ data: Data) -> String? {
        do {
            _ = try CompiledNibReader().read(data, file: "k.nib")
            return nil
        } catch {
            #expect(error.diagnostics.first?.file == "k.nib" && error.line == 1 && error.column == 1)
            return "\(error.code.rawValue): \(error.message)"
        }
    }

    static func object(_ value: ArchiveValue?) -> ArchiveObject? {
        if case .object(let object)? = value { return object }
        return nil
    }

    @Test func anIOSNibReadsAsItsViewTree() throws {
        let data = try Builder.iOSSample().data()
        #expect(data.starts(with: Array("bplist00".utf8)))
        let document = try ArchiveDocument(data: data, file: "View.nib")
        #expect(document.placeholders.map(\.id) == ["IBFilesOwner"])
        #expect(document.placeholders.first?.kind == .owner)
        let view = try #require(document.objects.first)
        #expect(document.objects.count == 1)
        #expect(view.className == "View")
        #expect(view["frame"] == .value(.rect(CGRect(x: 0, y: 0, width: 320, height: 480))))
        guard case .array(let subviews)? = view["subviews"] else {
            Issue.record("the view has no subviews")
            return
        }
        let children = subviews.compactMap(Self.object)
        #expect(children.map(\.className) == ["Label", "Button"])
        let label = try #require(children.first)
        #expect(label["text"] == .value(.string("Hello")))
        #expect(label["frame"] == .value(.rect(CGRect(x: 20, y: 40, width: 200, height: 21))))
        #expect(children.last?["frame"] == .value(.rect(CGRect(x: 20, y: 100, width: 100, height: 44))))
        #expect(
            document.connections == [
                ArchiveConnection(kind: .outlet, source: "IBFilesOwner", destination: label.id, name: "titleLabel")
            ])
    }

    /// A macOS `keyedobjects.nib`: `IB.objectdata` with its parents table, NSFrame strings, and
    /// an outlet from File's Owner.
    @Test func aMacOSNibReadsThroughItsObjectData() throws {
        var archive = Builder()
        let owner = archive.add("NSCustomObject", ["NSClassName": archive.string("AppController")])
        let view = archive.reserve()
        let field = archive.add(
            "NSTextField",
            [
                "NSFrame": archive.string("{{20, 20}, {100, 22}}"), "NSSuperview": Builder.uid(view),
                "NSContents": archive.string("Name"),
            ])
        archive.define(
            view, "NSView",
            ["NSFrame": archive.string("{{0, 0}, {480, 270}}"), "NSSubviews": archive.array([field])])
        let outlet = archive.add(
            "NSNibOutletConnector", ["NSSource": owner, "NSDestination": field, "NSLabel": archive.string("nameField")])
        archive.top["IB.objectdata"] = archive.add(
            "NSIBObjectData",
            [
                "NSRoot": owner, "NSObjectsKeys": archive.array([Builder.uid(view), field]),
                "NSObjectsValues": archive.array([owner, Builder.uid(view)]),
                "NSConnections": archive.array([outlet]),
            ])
        let document = try CompiledNibReader().read(archive.data(), file: "keyedobjects.nib")
        #expect(document.placeholders.map(\.id) == ["-2"])
        #expect(document.placeholders.first?.className == "AppController")
        let top = try #require(document.objects.first)
        #expect(document.objects.count == 1 && top.className == "View")
        #expect(top["frame"] == .value(.rect(CGRect(x: 0, y: 0, width: 480, height: 270))))
        guard case .array(let subviews)? = top["subviews"], let child = Self.object(subviews.first) else {
            Issue.record("the view has no subviews")
            return
        }
        #expect(child.className == "TextField")
        // AppKit measures y from the bottom: 270 - 20 - 22 from the top.
        #expect(child["frame"] == .value(.rect(CGRect(x: 20, y: 228, width: 100, height: 22))))
        #expect(
            document.connections == [
                ArchiveConnection(kind: .outlet, source: "-2", destination: child.id, name: "nameField")
            ])
    }

    @Test func randomValuesReadBackAsStored() async {
        let values = zip(Gen.int(in: 0...3), Gen.int(in: -1_000_000...1_000_000), Gen.letterOrNumber.string(of: 0...12))
            .map { (item: (Int, Int, String)) -> Value in Self.value(kind: item.0, number: item.1, text: item.2) }
        await propertyCheck(count: 200, input: values.array(of: 0...20)) { list in
            var archive = Builder()
            var stored: [String: Any] = [:]
            for (position, value) in list.enumerated() {
                switch value {
                case .integer(let number): stored["k\(position)"] = number
                case .flag(let flag): stored["k\(position)"] = flag
                case .real(let number): stored["k\(position)"] = number
                case .text(let text): stored["k\(position)"] = archive.string(text)
                }
            }
            archive.top["root"] = archive.add("Thing", stored)
            let tables = try KeyedNibArchiveDecoder().decode(archive.data())
            guard case .object(let thing)? = tables.values.first?.payload else {
                Issue.record("$top.root is no reference")
                return
            }
            #expect(tables.className(of: tables.objects[thing]) == "Thing")
            let read = tables.values(of: tables.objects[thing])
            #expect(read.count == list.count)
            for (position, value) in list.enumerated() {
                let payload = read.first { tables.key(of: $0) == "k\(position)" }?.payload
                switch (value, payload) {
                case (.integer(let number), .int64(let stored)?): #expect(Int(stored) == number)
                case (.flag(let flag), .bool(let stored)?): #expect(stored == flag)
                case (.real(let number), .double(let stored)?): #expect(stored == number)
                case (.text(let text), .object(let index)?):
                    let bytes = tables.values(of: tables.objects[index]).first?.payload
                    #expect(bytes == .data(Data(text.utf8)))
                default: Issue.record("k\(position): \(value) read as \(String(describing: payload))")
                }
            }
        }
    }

    enum Value: Sendable {
        case integer(Int), flag(Bool), real(Double), text(String)
    }

    static func value(kind: Int, number: Int, text: String) -> Value {
        switch kind {
        case 0: Value.integer(number)
        case 1: Value.flag(number % 2 == 0)
        case 2: Value.real(Double(number) / 8)
        default: Value.text(text)
        }
    }

    @Test func aReferenceOutOfRangeIsNamedWithItsPath() throws {
        var archive = Builder.iOSSample()
        archive.top["UINibConnectionsKey"] = Builder.uid(999)
        let message = try failure(archive)
        #expect(message?.hasPrefix("NIB0115: $top.UINibConnectionsKey refers to object 999") == true)
    }

    @Test func aStringWhoseTextIsItselfIsRefused() throws {
        var archive = Builder()
        let index = archive.reserve()
        archive.define(index, "NSMutableString", ["NS.string": Builder.uid(index)])
        archive.top["UINibTopLevelObjectsKey"] = archive.array([Builder.uid(index)])
        let message = try failure(archive)
        #expect(message?.contains("NS.string of a NSMutableString refers to an object") == true)
    }

    @Test func aViewThatHoldsItselfReadsOnce() throws {
        var archive = Builder()
        let view = archive.reserve()
        archive.define(view, "UIView", ["UISubviews": archive.array([Builder.uid(view)])])
        archive.top["UINibTopLevelObjectsKey"] = archive.array([Builder.uid(view)])
        let document = try CompiledNibReader().read(archive.data())
        #expect(document.objects.count == 1)
        #expect(document.objects.first?["subviews"] == .array([.reference(document.objects[0].id)]))
    }

    @Test func aMissingTopOrAnotherArchiverIsRefused() throws {
        var noTop = Builder.iOSSample()
        noTop.top = [:]
        var data = try noTop.data()
        #expect(try failure(noTop)?.hasPrefix("NIB0203") == true)  // An empty $top is no nib.
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        var dictionary = try #require(plist as? [String: Any])
        dictionary["$top"] = nil
        data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        #expect(failure(data) == "NIB0115: the archive has no $top dictionary")
        var other = Builder.iOSSample()
        other.archiver = "NSArchiver"
        #expect(try failure(other) == "NIB0115: $archiver is 'NSArchiver', not 'NSKeyedArchiver'")
        other.archiver = nil
        #expect(try failure(other) == "NIB0115: $archiver is missing, not 'NSKeyedArchiver'")
        #expect(
            failure(Data("bplist00 and then nothing".utf8))
                == "NIB0115: the file is no binary property list: the file is shorter than a binary property list's header and trailer (at byte offset 0)"
        )
        let array = try PropertyListSerialization.data(fromPropertyList: ["$top"], format: .binary, options: 0)
        #expect(failure(array) == "NIB0115: the file is not a property list dictionary")
    }

    @Test func aClassThatIsNoClassDescriptionIsRefused() throws {
        var archive = Builder()
        let text = archive.string("UIView")
        archive.objects.append(["$class": text])
        archive.top["UINibTopLevelObjectsKey"] = Builder.uid(archive.objects.count - 1)
        #expect(
            try failure(archive)
                == "NIB0115: $objects[2].$class refers to object 1, which is no class description")
        var pointsAtClass = Builder()
        let description = pointsAtClass.classReference("UIView")
        pointsAtClass.top["UINibTopLevelObjectsKey"] = description
        #expect(try failure(pointsAtClass)?.contains("a class description, not an object") == true)
    }

    @Test func anObjectOfAWrongTypeAndTheLimitsAreRefused() throws {
        var archive = Builder.iOSSample()
        archive.objects.append([1, 2])
        archive.top["extra"] = Builder.uid(archive.objects.count - 1)
        #expect(
            try failure(archive)
                == "NIB0115: $objects[\(archive.objects.count - 1)] is an array, not an object, string, number or data")
        let sample = try Builder.iOSSample().data()
        var limits = ReaderLimits.default
        limits.maxObjects = 5
        do {
            _ = try CompiledNibReader(limits: limits).read(sample)
            Issue.record("expected the object limit")
        } catch {
            #expect(error.code == .tooManyObjects)
        }
        limits = .default
        limits.maxStringLength = 4
        do {
            _ = try CompiledNibReader(limits: limits).read(sample)
            Issue.record("expected the string limit")
        } catch {
            #expect(error.code == .stringTooLong)
        }
    }

    @Test func aDictionaryWithMoreKeysThanObjectsIsRefused() throws {
        var archive = Builder()
        let key = archive.string("a")
        archive.top["UINibTopLevelObjectsKey"] = archive.add(
            "NSDictionary", ["NS.keys": [key, key], "NS.objects": [key]])
        #expect(try failure(archive)?.contains("has 2 NS.keys but 1 NS.objects") == true)
    }

    @Test func aFolderReadsItsNewestKeyedArchive() throws {
        try withTemporaryFolder { folder in
            let nib = folder.appendingPathComponent("View.nib")
            try FileManager.default.createDirectory(at: nib, withIntermediateDirectories: true)
            try Data("bplist00 older".utf8).write(to: nib.appendingPathComponent("keyedobjects.nib"))
            try Builder.iOSSample().data().write(to: nib.appendingPathComponent("keyedobjects-101300.nib"))
            let path = URL(fileURLWithPath: CompiledNibFile.archivePath(nib.path))
            #expect(path.lastPathComponent == "keyedobjects-101300.nib")
            let document = try ArchiveDocument(data: Data(contentsOf: path), file: path.path)
            #expect(document.objects.first?.className == "View")
        }
    }
}
