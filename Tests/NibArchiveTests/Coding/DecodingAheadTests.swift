import Foundation
@testable import NibArchive
import PropertyBased
import Testing
import TestSupport
import ViewCore

/// `KeyedUnarchiver(data:)` decodes finished views while it reads (`DecodingAhead`). Whatever it
/// decodes ahead, the objects, the errors and the warnings must be those of reading the whole
/// document first and decoding it after, and no `init(coder:)` but ViewCore's may run early.
/// Every input here is read on two threads whatever its size: XML in small chunks, so that
/// views end in many chunks; JSON built on the second thread while the test's decodes.
@Suite struct DecodingAheadTests {
    static let file = "ahead"

    /// An unarchiver that read `data` on two threads, decoding views ahead.
    static func decodingAhead(_ data: Data, format: ArchiveFormat = .xml, registry: ClassRegistry = .shared,
                              options: KeyedUnarchiver.Options = .init(), chunkSize: Int = 509) throws -> KeyedUnarchiver {
        try KeyedUnarchiver(data: data, format: format, file: file, limits: .default, placeholders: [:], registry: registry,
                            options: options, pipelineThreshold: 0, chunkSize: chunkSize)
    }

    /// An unarchiver for the whole document, read first.
    static func readingFirst(_ data: Data, format: ArchiveFormat = .xml, registry: ClassRegistry = .shared,
                             options: KeyedUnarchiver.Options = .init()) throws -> KeyedUnarchiver {
        KeyedUnarchiver(document: try ArchiveDocument(data: data, format: format, file: file), file: file, registry: registry,
                        options: options)
    }

    /// `xml` in `format`.
    static func spelled(_ xml: Data, _ format: ArchiveFormat) throws -> Data {
        format == .xml ? xml : try ArchiveDocument(data: xml, format: .xml).data(format: format)
    }

    /// What decoding gave, as a user sees it: the error's text, or nil with the roots.
    static func outcome(_ unarchiver: KeyedUnarchiver) -> (roots: [any Archivable], error: String?) {
        do { return (try unarchiver.decodeTopLevelObjects(), nil) } catch { return ([], String(describing: error)) }
    }

    /// How reading `data` ended, decoding ahead and reading the document first: "read", or the
    /// error's text.
    static func readingOutcomes(_ data: Data, format: ArchiveFormat) -> (ahead: String, first: String) {
        let ahead = Result { try decodingAhead(data, format: format) }.map { _ in "read" }
        let first = Result { try ArchiveDocument(data: data, format: format, file: file) }.map { _ in "read" }
        return (String(describing: ahead), String(describing: first))
    }

    static func archive(_ roots: [any Archivable], format: ArchiveFormat = .xml) -> Data {
        KeyedArchiver.archivedDocument(withRootObjects: roots).data(format: format)
    }

    @Test(arguments: ArchiveFormat.allCases)
    func randomTreesDecodeAsWhenReadFirst(_ format: ArchiveFormat) async throws {
        let decodedAhead = Locked(0)
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let data = Self.archive([builder.makeTree(depth: 3, width: 3)], format: format)
            let ahead = try Self.decodingAhead(data, format: format)
            let first = try Self.readingFirst(data, format: format)
            let (aheadRoots, aheadError) = Self.outcome(ahead)
            let (firstRoots, firstError) = Self.outcome(first)
            #expect(aheadError == firstError, "seed \(seed)")
            let decoded = try #require(aheadRoots.first as? View, "seed \(seed)")
            let expected = try #require(firstRoots.first as? View, "seed \(seed)")
            #expect(ViewTreeComparison.differences(expected, decoded, extra: RandomViewTree.everyClassComparison) == [], "seed \(seed)")
            #expect(Self.archive(aheadRoots, format: format) == data, "seed \(seed): re-encoding is byte-identical")
            #expect(Set(ahead.objectsByID.keys) == Set(first.objectsByID.keys), "seed \(seed)")
            decodedAhead.withLock { $0 += ahead.decodedAheadCount }
        }
        // Random trees hang constraints, masks and references on many views; some never.
        #expect(decodedAhead.withLock { $0 } > 0, "no view was decoded ahead")
    }

    @Test(arguments: ArchiveFormat.allCases)
    func labelsOfContainersAreDecodedAheadAndReferencesReachThem(_ format: ArchiveFormat) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for c in 0..<4 {
            let container = View(frame: CGRect(x: 0, y: CGFloat(c) * 100, width: 320, height: 100))
            for l in 0..<5 {
                let label = Label(frame: CGRect(x: 8, y: CGFloat(l) * 20, width: 300, height: 20))
                label.text = "Label \(c).\(l)"
                container.addSubview(label)
            }
            root.addSubview(container)
            container.addConstraint(container.subviews[0].topAnchor.constraint(equalTo: container.topAnchor))
        }
        let loose = Label(frame: .zero)
        loose.text = "top level"
        let data = Self.archive([root, loose], format: format)

        let ahead = try Self.decodingAhead(data, format: format)
        let roots = try ahead.decodeTopLevelObjects()
        // Every label, the top-level one too. XML decodes no container (its constraint holds
        // references) and so not the root; JSON, which keeps references, decodes both.
        #expect(ahead.decodedAheadCount == (format == .json ? 26 : 21))
        let decodedRoot = try #require(roots.first as? View)
        #expect(ViewTreeComparison.differences(root, decodedRoot) == [])
        #expect((roots.last as? Label)?.text == "top level")
        for container in decodedRoot.subviews {
            let constraint = try #require(container.constraints.first)
            #expect(constraint.firstItem === container.subviews[0], "the reference names the label the container holds")
        }
        let first = try Self.readingFirst(data, format: format)
        _ = try first.decodeTopLevelObjects()
        #expect(Set(ahead.objectsByID.keys) == Set(first.objectsByID.keys))
    }

    @Test(arguments: ArchiveFormat.allCases)
    func userClassesAreNeverDecodedAheadAndRunInTheirOrder(_ format: ArchiveFormat) throws {
        let registry = ClassRegistry([InitOrderView.self])
        let data = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="subviews">
                <object class="InitOrderView" id="user-container">
                  <string key="accessibilityIdentifier" value="container"/>
                  <array key="subviews">
                    <object class="Label" id="a"><string key="text" value="a"/></object>
                  </array>
                </object>
                <object class="View" id="mixed">
                  <array key="subviews">
                    <object class="Label" id="b"><string key="text" value="b"/></object>
                    <object class="InitOrderView" id="user-leaf"><string key="accessibilityIdentifier" value="leaf"/></object>
                    <object class="Label" id="c"><string key="text" value="c"/></object>
                  </array>
                </object>
                <object class="View" id="plain">
                  <array key="subviews">
                    <object class="Label" id="d"><string key="text" value="d"/></object>
                  </array>
                </object>
              </array>
            </object>
            """), format)
        let aheadLog = OrderLog(), firstLog = OrderLog()
        let ahead = try Self.decodingAhead(data, format: format, registry: registry)
        let aheadRoots = try OrderLog.$current.withValue(aheadLog) { try ahead.decodeTopLevelObjects() }
        let first = try Self.readingFirst(data, format: format, registry: registry)
        let firstRoots = try OrderLog.$current.withValue(firstLog) { try first.decodeTopLevelObjects() }
        // b, c and d, and "plain", which holds only d; not a (its owner is a user class), not
        // "mixed" (it holds a user view), not the root.
        #expect(ahead.decodedAheadCount == 4)
        #expect(aheadLog.entries == firstLog.entries)
        #expect(aheadLog.entries == ["begin container", "add a", "end container", "begin leaf", "end leaf"])
        let decoded = try #require(aheadRoots.first as? View), expected = try #require(firstRoots.first as? View)
        #expect(ViewTreeComparison.differences(expected, decoded) == [])
    }

    /// `KeyedUnarchiver(data:)` looks references up among the ids its reader declared: random
    /// trees (masks, constraints, shared views) decode from either spelling as when the
    /// document is read first.
    @Test(arguments: ArchiveFormat.allCases)
    func referencesResolveThroughTheReadersIDs(_ format: ArchiveFormat) async throws {
        await propertyCheck(count: 20, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let data = KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 3, width: 3)]).data(format: format)
            let read = try KeyedUnarchiver(data: data, format: format, file: Self.file)
            #expect(read.readIDs != nil)
            let first = KeyedUnarchiver(document: try ArchiveDocument(data: data, format: format, file: Self.file), file: Self.file)
            let decoded = try #require(try read.decodeTopLevelObjects().first as? View, "seed \(seed)")
            let expected = try #require(try first.decodeTopLevelObjects().first as? View, "seed \(seed)")
            #expect(ViewTreeComparison.differences(expected, decoded, extra: RandomViewTree.everyClassComparison) == [], "seed \(seed)")
            #expect(Set(read.objectsByID.keys) == Set(first.objectsByID.keys), "seed \(seed)")
            for id in first.objectsByID.keys { #expect(read.object(withID: id) != nil, "seed \(seed), \(id)") }
        }
    }

    /// A reference to a placeholder finds the caller's object; one to no id fails as when the
    /// document is read first.
    @Test(arguments: ArchiveFormat.allCases)
    func placeholdersAndDanglingReferencesThroughTheReadersIDs(_ format: ArchiveFormat) throws {
        let xml = Self.document("""
            <object class="View" id="root">
              <reference key="mask" ref="owner"/>
              <array key="subviews">
                <object class="View" id="child"><reference key="mask" ref="REF"/></object>
                <object class="View" id="other"/>
              </array>
            </object>
            """, placeholders: ownerPlaceholder)
        func spelled(_ ref: String) throws -> Data {
            try Self.spelled(Data(String(decoding: xml, as: UTF8.self).replacingOccurrences(of: "REF", with: ref).utf8), format)
        }
        let owner = View()
        let read = try KeyedUnarchiver(data: try spelled("other"), format: format, placeholders: ["owner": owner])
        let root = try #require(try read.decodeTopLevelObjects().first as? View)
        #expect(root.mask === owner)
        #expect(root.subviews.first?.mask === root.subviews.last)

        let dangling = try spelled("nowhere")
        let error = Self.outcome(try KeyedUnarchiver(data: dangling, format: format, file: Self.file, placeholders: ["owner": owner])).error
        let expected = Self.outcome(KeyedUnarchiver(document: try ArchiveDocument(data: dangling, format: format, file: Self.file),
                                                    file: Self.file, placeholders: ["owner": owner])).error
        #expect(error != nil)
        #expect(error == expected)
    }

    /// Files below the two-thread size are read whole first: nothing is decoded ahead, and the
    /// spelling is told from the bytes when not given.
    @Test(arguments: ArchiveFormat.allCases)
    func smallFilesAreReadFirst(_ format: ArchiveFormat) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label(frame: .zero)
        label.text = "small"
        root.addSubview(label)
        let data = KeyedArchiver.archivedDocument(withRootObjects: [root]).data(format: format)
        for given in [format, nil] {
            let unarchiver = try KeyedUnarchiver(data: data, format: given, file: Self.file)
            let decoded = try #require(try unarchiver.decodeTopLevelObjects().first as? View)
            #expect(unarchiver.decodedAheadCount == 0)
            #expect(ViewTreeComparison.differences(root, decoded) == [])
        }
    }

    /// A user view may never decode its subviews: those are then never made, by any path.
    @Test(arguments: ArchiveFormat.allCases)
    func viewsNoOneAsksForAreNeverMade(_ format: ArchiveFormat) throws {
        let registry = ClassRegistry([SubviewlessView.self])
        let data = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="subviews">
                <object class="SubviewlessView" id="closed">
                  <array key="subviews">
                    <object class="Label" id="unasked"><string key="text" value="never made"/></object>
                  </array>
                </object>
              </array>
            </object>
            """), format)
        let ahead = try Self.decodingAhead(data, format: format, registry: registry)
        _ = try ahead.decodeTopLevelObjects()
        #expect(ahead.decodedAheadCount == 0)
        #expect(ahead.object(withID: "unasked") == nil)
        #expect(Set(ahead.objectsByID.keys) == ["root", "closed"])
    }

    @Test(arguments: ArchiveFormat.allCases)
    func aClassRegisteredUnderAViewCoreNameIsNotDecodedAhead(_ format: ArchiveFormat) throws {
        let registry = ClassRegistry()
        registry.register(InitOrderView.self, as: "Label")
        let data = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="subviews">
                <object class="Label" id="a"><string key="accessibilityIdentifier" value="a"/></object>
              </array>
            </object>
            """), format)
        let log = OrderLog()
        let ahead = try Self.decodingAhead(data, format: format, registry: registry)
        let roots = try OrderLog.$current.withValue(log) { try ahead.decodeTopLevelObjects() }
        #expect(ahead.decodedAheadCount == 0)
        #expect(log.entries == ["begin a", "end a"])
        #expect((roots.first as? View)?.subviews.first is InitOrderView)
    }

    /// A bad value in a view decoded ahead, and one in a view whose subviews were decoded ahead
    /// and added to it before the bad value: decoding reports what reading first reports.
    @Test(arguments: ArchiveFormat.allCases, [
        #"<object class="Label" id="bad"><integer key="text" value="3"/></object>"#,
        #"<object class="Label" id="bad"><string key="text" value="x"/><string key="contentMode" value="sideways"/></object>"#,
    ])
    func errorsAreThoseOfReadingFirst(_ format: ArchiveFormat, badLabel: String) throws {
        for container in [
            #"<object class="View" id="box"><array key="subviews">\#(badLabel)</array></object>"#,
            #"""
            <object class="View" id="box">
              <array key="subviews"><object class="Label" id="fine"><string key="text" value="ok"/></object></array>
              <string key="constraints" value="not an array"/>
            </object>
            """#,
        ] {
            let data = try Self.spelled(Self.document(#"<object class="View" id="root"><array key="subviews">\#(container)</array></object>"#), format)
            let ahead = Self.outcome(try Self.decodingAhead(data, format: format, chunkSize: 97)).error
            let first = Self.outcome(try Self.readingFirst(data, format: format)).error
            #expect(ahead != nil)
            #expect(ahead == first)
        }
    }

    @Test(arguments: ArchiveFormat.allCases)
    func warningsAreThoseOfReadingFirst(_ format: ArchiveFormat) throws {
        let data = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="subviews">
                <object class="Mystery" id="m"><string key="accessibilityIdentifier" value="m"/></object>
                <object class="Label" id="l"><string key="text" value="l"/></object>
              </array>
            </object>
            """), format)
        let options = KeyedUnarchiver.Options(fallsBackToKnownBaseClass: true)
        let ahead = try Self.decodingAhead(data, format: format, options: options)
        _ = try ahead.decodeTopLevelObjects()
        let first = try Self.readingFirst(data, format: format, options: options)
        _ = try first.decodeTopLevelObjects()
        #expect(ahead.decodedAheadCount == 1, "the label, not the unknown class")
        #expect(ahead.warnings.count == 1)
        #expect(ahead.warnings.map(String.init(describing:)) == first.warnings.map(String.init(describing:)))
    }

    @Test(arguments: ArchiveFormat.allCases)
    func aFileThatEndsEarlyFailsAsWhenReadFirst(_ format: ArchiveFormat) throws {
        let root = View(frame: .zero)
        for index in 0..<40 {
            let label = Label(frame: .zero)
            label.text = "label \(index)"
            root.addSubview(label)
        }
        let data = Self.archive([root], format: format)
        let cut = data.prefix(data.count * 2 / 3)
        let (ahead, first) = Self.readingOutcomes(cut, format: format)
        #expect(ahead == first)
        #expect(ahead.contains("NIB01"))
    }

    /// A structure error after many views were built and decoded ahead: reading fails as when
    /// the document is read first, and nothing decoded ahead is kept.
    @Test(arguments: ArchiveFormat.allCases)
    func aStructureErrorAfterViewsWereDecodedFailsAsWhenReadFirst(_ format: ArchiveFormat) throws {
        let labels = (0..<80).map { #"<object class="Label" id="l\#($0)"><string key="text" value="\#($0)"/></object>"# }
        let xml = Self.document("""
            <object class="View" id="root">
              <array key="subviews">\(labels.joined())<object class="Label" id="late" colour="red"/></array>
            </object>
            """)
        let data = try Self.spelled(Data(String(decoding: xml, as: UTF8.self).replacingOccurrences(of: #" colour="red""#, with: "").utf8),
                                    format)
        let broken = format == .xml
            ? xml
            : Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""id": "late""#, with: #""id": "late", "colour": "red""#).utf8)
        #expect(broken != data)
        let (ahead, first) = Self.readingOutcomes(broken, format: format)
        #expect(ahead == first)
        #expect(ahead.contains("NIB0204"))
    }

    /// Only the items of `"subviews"` are decoded ahead: not views under another key, in an
    /// array or alone (a view keeps keys it does not read, and never makes what they hold), nor
    /// the items of an array inside `"subviews"`.
    @Test(arguments: ArchiveFormat.allCases)
    func onlyTheItemsOfSubviewsAreDecodedAhead(_ format: ArchiveFormat) throws {
        let labels = (0..<40).map { #"<object class="Label" id="l\#($0)"><string key="text" value="\#($0)"/></object>"# }.joined()
        let kept = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="others"><object class="Label" id="in-other-array"/></array>
              <object class="Label" key="loner" id="alone"/>
              <array key="subviews">\(labels)</array>
            </object>
            """), format)
        let ahead = try Self.decodingAhead(kept, format: format)
        let first = try Self.readingFirst(kept, format: format)
        // JSON decodes the root too, which holds only labels it never makes.
        #expect(ahead.decodedAheadCount == (format == .json ? 41 : 40))
        _ = try ahead.decodeTopLevelObjects()
        _ = try first.decodeTopLevelObjects()
        #expect(Set(ahead.objectsByID.keys) == Set(first.objectsByID.keys))
        #expect(ahead.object(withID: "in-other-array") == nil && ahead.object(withID: "alone") == nil)

        let nested = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="subviews">\(labels)<array><object class="Label" id="nested"/></array></array>
            </object>
            """), format)
        let nestedAhead = try Self.decodingAhead(nested, format: format)
        #expect(nestedAhead.decodedAheadCount == 40)
        #expect(Self.outcome(nestedAhead).error == Self.outcome(try Self.readingFirst(nested, format: format)).error)
    }

    /// Views nested as deep as the default limits allow read on the second thread as on this
    /// one: JSON's parser and builder recurse there once per level.
    @Test(arguments: ArchiveFormat.allCases)
    func deeplyNestedViewsReadOnTheSecondThread(_ format: ArchiveFormat) throws {
        // Three JSON levels a view (the object, its values, its subviews), under the limit of 256.
        let depth = 80
        var root = View(frame: .zero)
        let top = root
        for level in 1..<depth {
            let child = Label(frame: CGRect(x: 1, y: 1, width: CGFloat(level), height: 1))
            child.text = "level \(level)"
            let holder = View(frame: .zero)
            holder.addSubview(child)
            root.addSubview(holder)
            root = holder
        }
        let data = Self.archive([top], format: format)
        let ahead = try Self.decodingAhead(data, format: format)
        let decoded = try #require(try ahead.decodeTopLevelObjects().first as? View)
        #expect(ahead.decodedAheadCount > 0)
        #expect(ViewTreeComparison.differences(top, decoded) == [])
    }

    /// When JSON's second thread cannot be started, the file is read on this one.
    @Test func jsonReadsOnOneThreadWhenNoSecondStarts() throws {
        let root = View(frame: .zero)
        for index in 0..<40 {
            let label = Label(frame: .zero)
            label.text = "label \(index)"
            root.addSubview(label)
        }
        let data = Self.archive([root], format: .json)
        var asked = 0
        let unarchiver = try KeyedUnarchiver(data: data, format: .json, file: Self.file, limits: .default, placeholders: [:],
                                             registry: .shared, options: .init(), pipelineThreshold: 0, chunkSize: nil,
                                             startThread: { _, _ in
                                                 asked += 1
                                                 return nil
                                             })
        let decoded = try #require(try unarchiver.decodeTopLevelObjects().first as? View)
        #expect(asked == 1)
        #expect(unarchiver.decodedAheadCount == 0)
        #expect(ViewTreeComparison.differences(root, decoded) == [])
    }

    /// The last guard: decoding ahead must not leave a reference to resolve later, which an
    /// owned mask would (masks are references to decoding, even when owned). The builder never
    /// offers such a view; `decodeAhead` undoes it all the same.
    @Test func decodingThatLeavesAReferenceBehindIsUndone() {
        let mask = ArchiveObject(className: "View", id: "mask")
        let label = ArchiveObject(className: "Label", id: "label", entries: [ArchiveEntry(key: "mask", value: .object(mask))])
        (label.readNumber, mask.readNumber) = (0, 1)
        let unarchiver = KeyedUnarchiver(document: ArchiveDocument())
        #expect(!unarchiver.decodeAhead(label, numbered: 2))
        #expect(!unarchiver.isDecoded(label))
        #expect(!unarchiver.isDecoded(mask))
        #expect(unarchiver.pending.isEmpty)
        #expect(unarchiver.decodedAheadCount == 0)
    }

    /// With references kept (JSON), a view decoded ahead sets its references aside, and they
    /// join the others when decoding reaches the view: where reading first records them. The
    /// first that fails is then the same: here the root's mask, recorded before its subviews,
    /// and not a constraint of a container decoded long before the root.
    @Test func keptReferencesResolveInTheOrderOfReadingFirst() throws {
        let data = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <reference key="mask" ref="no-mask"/>
              <array key="subviews">
                <object class="View" id="box">
                  <array key="subviews"><object class="Label" id="label"/></array>
                  <array key="constraints">
                    <object class="LayoutConstraint" id="c">
                      <reference key="firstItem" ref="no-item"/>
                      <string key="firstAttribute" value="top"/>
                      <reference key="secondItem" ref="box"/>
                      <string key="secondAttribute" value="top"/>
                    </object>
                  </array>
                </object>
              </array>
            </object>
            """), .json)
        let ahead = try Self.decodingAhead(data, format: .json)
        #expect(ahead.decodedAheadCount == 3, "the label, the box with its constraint, and the root")
        let error = try #require(Self.outcome(ahead).error)
        #expect(error.contains("no-mask"))
        #expect(error == Self.outcome(try Self.readingFirst(data, format: .json)).error)
    }

    /// A view decoded ahead that asks for a reference at once (a subview named by id) gives up:
    /// the ids are still being read. Decoding the document makes it, as reading first does.
    @Test func aReferenceAskedForAtOnceWaitsForTheDocument() throws {
        let data = try Self.spelled(Self.document("""
            <object class="View" id="root">
              <array key="subviews"><reference ref="shared"/></array>
            </object>
            <object class="Label" id="shared"><string key="text" value="shared"/></object>
            """), .json)
        let ahead = try Self.decodingAhead(data, format: .json)
        #expect(ahead.decodedAheadCount == 1, "the top-level label only")
        let roots = try ahead.decodeTopLevelObjects()
        let root = try #require(roots.first as? View)
        #expect(root.subviews.first === roots.last as AnyObject?)
        #expect((root.subviews.first as? Label)?.text == "shared")
    }

    /// `decodeAhead` keeping references: the object and what it owns are made, and the
    /// references wait with it until decoding reaches it; forgetting it drops them.
    @Test func keptReferencesWaitForTheirObject() throws {
        let mask = ArchiveObject(className: "View", id: "mask")
        let label = ArchiveObject(className: "Label", id: "label", entries: [ArchiveEntry(key: "mask", value: .object(mask))])
        (label.readNumber, mask.readNumber) = (0, 1)
        let unarchiver = KeyedUnarchiver(document: ArchiveDocument())
        #expect(unarchiver.decodeAhead(label, numbered: 2, keepingReferences: true))
        #expect(unarchiver.isDecoded(label) && unarchiver.isDecoded(mask))
        #expect(unarchiver.pending.isEmpty)
        #expect(unarchiver.referencesDecodedAhead[ObjectIdentifier(label)]?.map(\.id) == ["mask"])
        let made = try unarchiver.instantiate(label, via: ("objects", 0))
        let again = try unarchiver.instantiate(label, via: ("objects", 0))
        #expect(made === again, "made once")
        #expect(unarchiver.pending.map(\.id) == ["mask"], "joined once, when first reached")
        #expect(unarchiver.referencesDecodedAhead.isEmpty)

        // An owner that fails before it reaches the label forgets it, references included:
        // decoding the document makes it again, and records them again.
        let other = KeyedUnarchiver(document: ArchiveDocument())
        let owner = ArchiveObject(className: "View", id: "owner", entries: [
            ArchiveEntry(key: "frame", value: .value(.string("wide"))),
            ArchiveEntry(key: "subviews", value: .array([.object(label)])),
        ])
        owner.readNumber = 2
        #expect(other.decodeAhead(label, numbered: 3, keepingReferences: true))
        #expect(!other.decodeAhead(owner, numbered: 3, keepingReferences: true))
        #expect(!other.isDecoded(label))
        #expect(other.referencesDecodedAhead.isEmpty)
    }

    /// Ahead, a reference asked for at once gives up even when the id could be found: the ids
    /// of a document still being read are not there to look up.
    @Test func aReferenceAskedForAtOnceIsUndone() {
        let shared = ArchiveObject(className: "Label", id: "shared")
        let root = ArchiveObject(className: "View", id: "root", entries: [ArchiveEntry(key: "subviews", value: .array([.reference("shared")]))])
        (root.readNumber, shared.readNumber) = (0, 1)
        let unarchiver = KeyedUnarchiver(document: ArchiveDocument(objects: [root, shared]))
        #expect(!unarchiver.decodeAhead(root, numbered: 2, keepingReferences: true))
        #expect(!unarchiver.isDecoded(root) && !unarchiver.isDecoded(shared))
    }

    /// `objects` in an archive, after `placeholders` if any (`validationXML`).
    static func document(_ objects: String, placeholders: String = "") -> Data {
        Data(validationXML(objects: objects + "\n", placeholders: placeholders).utf8)
    }
}

/// What `InitOrderView`s did, in order, for the test running now.
private final class OrderLog: @unchecked Sendable {
    // @unchecked: one test's views write it on that test's thread.
    @TaskLocal static var current: OrderLog?
    var entries: [String] = []
}

/// A user view that logs the start and end of its `init(coder:)` (by accessibility identifier)
/// and each subview added to it.
private final class InitOrderView: View {
    required init(coder: Coder) throws {
        let name = (try? coder.decode(String.self, forKey: "accessibilityIdentifier")) ?? "-"
        OrderLog.current?.entries.append("begin \(name)")
        try super.init(coder: coder)
        OrderLog.current?.entries.append("end \(name)")
    }

    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        OrderLog.current?.entries.append("add \(subview.accessibilityIdentifier ?? (subview as? Label)?.text ?? "?")")
    }
}

/// A user view that decodes nothing, its subviews included.
private final class SubviewlessView: View {
    required init(coder: Coder) throws {
        super.init(frame: .zero)
    }
}
