import Foundation
import NibArchive
import PropertyBased
import TestSupport
import Testing
import ViewCore

/// `ArchivedKeys` asks the classes themselves which keys they read.
@Suite struct ArchivedKeysTests {
    @Test func aLabelReadsViewsKeysAndItsOwn() {
        let keys = ArchivedKeys.keys(readBy: Label.self)
        for key in ["frame", "backgroundColor", "subviews", "text", "font", "numberOfLines", "textColor"] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect(!keys.contains("title"))
        #expect(Set(keys).count == keys.count, "each key once")
    }

    /// Every key a class writes for random objects (every view class, controller and control
    /// the generators make) is one its `init(coder:)` reads: the probe misses none.
    @Test func everyKeyWrittenIsOneTheClassReads() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed in
            var builder = RandomViewTree.withEveryViewClass(seed: UInt64(seed))
            let document = KeyedArchiver.archivedDocument(withRootObjects: [builder.makeTree(depth: 2, width: 4)])
            document.forEachObject { object in
                guard let type = ClassRegistry.shared.lookup(object.className, module: object.module) else { return }
                let read = Set(ArchivedKeys.keys(readBy: type))
                for entry in object.entries where !read.contains(entry.key) {
                    Issue.record("seed \(seed): \(object.className) writes '\(entry.key)' but does not read it")
                }
            }
        }
    }
}
