import Foundation

/// A POSIX thread that runs one side of a two-thread read: XML's libxml2 side
/// (`XMLReadPipeline`), or JSON's parsing and building while the calling thread decodes
/// (`KeyedUnarchiver(data:)`).
///
/// Not a `Foundation.Thread`: starting one reports failure, where a thread that silently never
/// ran would leave the other side waiting forever.
struct ReadingThread {
    private let thread: pthread_t

    /// The job, boxed to cross to the new thread. Unchecked: the starting thread gives it up,
    /// and the sides of a read share state only through their own locks.
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread with a 1 MiB stack; nil when the system could not start one.
    static func start(_ body: @escaping () -> Void) -> ReadingThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 1 << 20)
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

    /// Waits for the thread to end.
    func join() {
        pthread_join(thread, nil)
    }
}
