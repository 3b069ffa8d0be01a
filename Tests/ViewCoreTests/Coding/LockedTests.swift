import Testing

@testable import ViewCore

/// `Locked` serializes its users: increments from many threads at once all count.
@Suite struct LockedTests {
    @Test func incrementsFromManyThreadsAllCount() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<50_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 400_000)
    }

    @Test func withLockReturnsWhatItsBodyReturnsAndRethrows() {
        struct Failure: Error {}
        let names = Locked(["a"])
        #expect(
            names.withLock { names -> Int in
                names.append("b")
                return names.count
            } == 2)
        #expect(throws: Failure.self) { try names.withLock { _ in throw Failure() } }
        #expect(names.withLock { $0 } == ["a", "b"])
    }
}
