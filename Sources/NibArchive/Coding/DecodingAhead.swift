import Foundation
import ViewCore

/// Decodes views as the reader finishes them, while their part of the document is still in
/// the processor's caches, instead of after the whole file is read (`KeyedUnarchiver(data:)`).
///
/// Why: decoding a view whose node was built a moment ago costs less than decoding it once
/// ten thousand others have been built since. A 10k-view XML load measured 32 ms this way
/// against 36 ms reading first and decoding after, in one run on the same file. It runs when
/// XML is read on two threads, after each part the reading thread hands over is built
/// (`XMLReadPipeline`); on one thread, between libxml2's chunks, it measured slower. JSON is
/// parsed and built on a second thread, which hands its finished views over (`handOver`) to
/// the calling thread (`decodeHandedOver`): 26.5-28.2 ms against 28.8-30.1 ms on one thread
/// at 10k views, in the same runs. The parse comes before any view is built, so the calling
/// thread waits through it; and the reading thread, 17.5 ms alone, takes 20 ms beside the
/// decoding one.
///
/// What is decoded ahead is narrow, so that nothing anyone can observe changes:
/// - the view's class is one of ViewCore's own (`viewCoreSelfContainedViewClasses`), exactly,
///   so no user code runs, and its `init(coder:)` touches nothing outside the view;
/// - it will certainly be decoded: it is a top-level object, or an item of `"subviews"` of
///   such a view that will itself certainly be decoded. A view decoded ahead is therefore
///   always asked for later when decoding succeeds, so decoding ahead never makes an object
///   decoding would not. (When decoding fails, the unarchiver may hold views decoded ahead
///   that decoding had not reached yet: ViewCore's own, which ran no code of yours.)
/// - everything in it is a plain value or a view decoded ahead already: nothing left to decode
///   that could run code of yours. With `keepsReferences`, also references, and objects of
///   ViewCore's self-contained classes that hold only such things (a container's constraints,
///   an owned mask): their `init(coder:)` runs inside the view's, as decoding the document
///   would run it, and the references are resolved at the end with every other
///   (`KeyedUnarchiver.decodeAhead(_:numbered:keepingReferences:)` keeps their order).
///
/// Views end before the view that holds them, so subviews are decoded first, and their owner,
/// when it qualifies, takes them over. Decoding the document later finds them made.
final class DecodingAhead {
    /// Unowned and unchecked: the unarchiver makes this for one read, which it outlives, and
    /// checked `unowned` cost two atomic operations for every subview looked at.
    private unowned(unsafe) let unarchiver: KeyedUnarchiver
    private let classes: Set<ObjectIdentifier>
    /// Whether views that hold references, and objects of their own, are decoded ahead too
    /// (see the type's documentation). Worth it where the decoding thread waits for the reader
    /// anyway, as JSON's does: 10k views loaded in 24.7-25.3 ms against 27.2-28.0 ms without
    /// (`nibkit-bench`, three runs each), the decoding of each container and its constraints
    /// moving from after the read into it. XML leaves it off: there the decoding thread is the
    /// busier one, and the same work only moves within it (29.7-33.0 ms against 29.5-30.5 ms,
    /// six runs each).
    let keepsReferences: Bool
    /// Classes whose objects may be decoded inside a view decoded ahead.
    private let ownedClasses: Set<ObjectIdentifier>
    /// The last class asked about by `isSelfContained`, which runs on the decoding thread,
    /// while `lastClass` belongs to the reading thread.
    private var lastOwnedClass: (name: String, module: String?, qualifies: Bool)?
    /// Views that ended since the last `decodeFinished` or `handOver`, which decoding will
    /// certainly reach and whose class qualifies.
    private var finished: [ArchiveObject] = []
    /// The last class asked about, with the answer: neighbouring views share a class.
    private var lastClass: (name: String, module: String?, qualifies: Bool)?

    /// Across threads (JSON): the views the reading thread handed over and has not seen
    /// decoded, how many objects it had numbered then, and whether it has finished. Guarded
    /// by `handoff`; the reading thread keeps `finished` and `lastClass` to itself.
    private let handoff = NSCondition()
    private var handedOver: [ArchiveObject] = []
    private var handedOverNumbered = 0
    private var readingEnded = false

    /// How many views the reading thread gathers before handing them over: few enough that
    /// they are still in the caches, enough that the lock is taken rarely.
    static let handOverBatch = 32

    init(_ unarchiver: KeyedUnarchiver, keepsReferences: Bool = false) {
        self.unarchiver = unarchiver
        self.keepsReferences = keepsReferences
        classes = Set(viewCoreSelfContainedViewClasses.map { ObjectIdentifier($0) })
        ownedClasses = Set(viewCoreSelfContainedOwnedClasses.map { ObjectIdentifier($0) })
    }

    /// Whether the class the file names is one this decodes ahead; such a view also decodes
    /// every item of its `"subviews"`.
    func qualifies(className: String, module: String?) -> Bool {
        Self.isOne(of: classes, className, module, unarchiver: unarchiver, last: &lastClass)
    }

    /// Whether `className` in `module` is registered as exactly one of `classes`, asking the
    /// unarchiver only when `last` holds another class.
    private static func isOne(of classes: Set<ObjectIdentifier>, _ className: String, _ module: String?,
                              unarchiver: KeyedUnarchiver, last: inout (name: String, module: String?, qualifies: Bool)?) -> Bool {
        if let last, last.name == className, last.module == module { return last.qualifies }
        let qualifies = unarchiver.registeredClass(named: className, module: module).map { classes.contains(ObjectIdentifier($0)) } ?? false
        last = (className, module, qualifies)
        return qualifies
    }

    /// Notes that `node`, which decoding will certainly reach and whose class qualifies, has
    /// ended in the file.
    func ended(_ node: ArchiveObject) {
        finished.append(node)
    }

    /// Decodes the views that ended since the last call and qualify, in the order they ended.
    ///
    /// - Parameter numbered: how many objects the reader has numbered so far.
    func decodeFinished(numbered: Int) {
        decode(finished, numbered: numbered)
        finished.removeAll(keepingCapacity: true)
    }

    /// On the reading thread: hands the views that ended since the last call to the thread
    /// running `decodeHandedOver`, once there are `handOverBatch` of them, or at once when
    /// `all` (the document is read).
    ///
    /// - Parameter numbered: how many objects the reader has numbered so far.
    func handOver(numbered: Int, all: Bool = false) {
        guard all || finished.count >= Self.handOverBatch, !finished.isEmpty else { return }
        handoff.lock()
        handedOver.append(contentsOf: finished)
        handedOverNumbered = numbered
        handoff.signal()
        handoff.unlock()
        finished.removeAll(keepingCapacity: true)
    }

    /// On the reading thread, once it is done, whether it read the document or failed: lets
    /// `decodeHandedOver` return. Nothing may be handed over after it.
    func endHandingOver() {
        handoff.lock()
        readingEnded = true
        handoff.signal()
        handoff.unlock()
    }

    /// On the decoding thread: decodes the views the reading thread hands over as they come,
    /// as `decodeFinished` does, and returns once that thread has ended and all it handed
    /// over was decoded.
    func decodeHandedOver() {
        var batch: [ArchiveObject] = []
        while true {
            handoff.lock()
            while handedOver.isEmpty, !readingEnded { handoff.wait() }
            swap(&batch, &handedOver)
            let (numbered, ended) = (handedOverNumbered, readingEnded)
            handoff.unlock()
            decode(batch, numbered: numbered)
            batch.removeAll(keepingCapacity: true)
            if ended { return }
        }
    }

    /// Decodes those of `nodes` that hold nothing left to decode, in order.
    private func decode(_ nodes: [ArchiveObject], numbered: Int) {
        for node in nodes where isSelfContained(node) {
            unarchiver.decodeAhead(node, numbered: numbered, keepingReferences: keepsReferences)
        }
    }

    private func isSelfContained(_ node: ArchiveObject) -> Bool {
        node.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                // Plain values first, matched in place: the general case copies the value.
                if case .value = entries[index].value { continue }
                if !isSelfContained(entries[index].value) { return false }
            }
            return true
        }
    }

    private func isSelfContained(_ value: ArchiveValue) -> Bool {
        switch value {
        case .value: true
        case .reference: keepsReferences
        case .object(let node):
            unarchiver.isDecoded(node)
                || (keepsReferences && Self.isOne(of: ownedClasses, node.className, node.module, unarchiver: unarchiver, last: &lastOwnedClass)
                    && isSelfContained(node))
        case .array(let items): items.allSatisfy(isSelfContained)
        case .dictionary(let members): members.allSatisfy { isSelfContained($0.value) }
        }
    }
}
