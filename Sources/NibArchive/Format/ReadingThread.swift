import Foundation

/// A POSIX thread that runs one side of a two-thread read: XML's libxml2 side
/// (`XMLReadPipeline`), or JSON's parsing and building while the calling thread decodes
/// (`KeyedUnarchiver(data:)`).
///
/// Not a `Foundation.Thread`: starting one reports failure, where a thread that silently never
/// ran would leave the other side waiting forever.
struct ReadingThread {
    private let thread: pthread_t

    /// Inputs at least this large are read on two threads, in either spelling (1 MiB, about
    /// 2,000 views); never on a machine with one processor. Below it the thread costs more
    /// than it saves: a thousand views of JSON (0.9 MB) loaded in 2.92-2.96 ms on two threads
    /// against 2.76-2.80 ms on one, in three runs each.
    static let threshold = ProcessInfo.processInfo.activeProcessorCount > 1 ? 1 << 20 : Int.max

    /// The job, boxed to cross to the new thread. Unchecked: the starting thread gives it up;
    /// what the two sides of a read share is either locked or never written while both run
    /// (see `XMLReadPipeline` and `DecodingAhead`).
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread with a stack of `stackSize` bytes; nil when the system
    /// could not start one. libxml2 does not recurse, and 1 MiB is plenty for it; readers that
    /// recurse once per level of nesting ask for more (`stackSize(forDepth:)`).
    static func start(stackSize: Int = 1 << 20, _ body: @escaping () -> Void) -> ReadingThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Job(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            // Optional on Linux, not on Darwin: the coercion reads both.
            guard let context = context as UnsafeMutableRawPointer? else { return nil }
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #if canImport(Darwin)
        guard started == 0, let thread else {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        #else
        guard started == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        #endif
        return ReadingThread(thread: thread)
    }

    /// A stack for a reader that recurses through `depth` levels of nesting: 32 KiB a level
    /// (a debug build's JSON parser and builder took about 5 KiB), and no less than the 8 MiB a
    /// process's main thread has, so a file that reads on the calling thread reads here too.
    static func stackSize(forDepth depth: Int) -> Int {
        max(8 << 20, min(max(depth, 0), 1 << 14) << 15)
    }

    /// Waits for the thread to end.
    func join() {
        pthread_join(thread, nil)
    }
}
