import Dispatch
import Foundation
import Synchronization
import ViewCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a large XML archive on two threads: a reading thread runs libxml2 and records its
/// events chunk by chunk (`XMLEventRecorder`), while the calling thread replays each recorded
/// chunk into the `XMLDocumentBuilder`, then decodes the views that chunk finished, when the
/// builder has a `DecodingAhead`. The document, the diagnostics and their locations are
/// the same as reading on one thread; the time is about the longer of the two halves instead
/// of their sum, when the second processor is free.
///
/// Why: libxml2's scan and the building of the document each take about half of reading a
/// large archive (10k views: 13 and 12 ms), and neither can start the other's work sooner.
/// Measured here, a 10k-view load took 29 ms against 38 ms on one thread with the second
/// processor free, and gained nothing while a neighbour kept it busy. Small files stay on one
/// thread: starting a thread and handing chunks over would cost more than it saves.
///
/// At most `buffersInFlight` chunks' records exist at once (each a few hundred KB: a tag takes
/// about seven times its bytes), so memory stays near a megabyte whatever the input's size.
/// When the builder stops (a limit, too many errors), it asks the reader to stop through
/// `halt`; the reader sees it at its next chunk, and the builder discards what was recorded in
/// between.
final class XMLReadPipeline: @unchecked Sendable {
    // @unchecked: the recorder and the records it is filling belong to the reading thread;
    // a filled `XMLEvents` passes to the building thread through `queue` and comes back
    // through it empty, so no records are touched by two threads at once.

    /// A flag the builder raises to stop the reading thread.
    final class Halt: Sendable {
        private let flag = Atomic<Bool>(false)
        func request() { flag.store(true, ordering: .relaxed) }
        var isRequested: Bool { flag.load(ordering: .relaxed) }
    }

    /// The chunk handed over at a time: small enough that the builder starts soon after the
    /// reader, large enough that handing over is rare.
    static let chunkSize = 64 << 10
    private static let buffersInFlight = 3

    /// `@unchecked`: records change threads through it, each touched by one thread at a time.
    private struct Queue: @unchecked Sendable {
        var filled: [XMLEvents] = []
        var spare: [XMLEvents] = []
    }

    private let builder: XMLDocumentBuilder
    private let recorder: XMLEventRecorder
    private let chunkSize: Int
    let halt = Halt()
    /// How many chunks the reading thread fed libxml2; read it once `run` has returned.
    private(set) var chunksFed = 0
    /// Taken twice a chunk; a `Locked`, which the thread sanitizer understands.
    private let queue = Locked(Queue())
    private let ready = DispatchSemaphore(value: 0)
    private let room = DispatchSemaphore(value: XMLReadPipeline.buffersInFlight)

    init(builder: XMLDocumentBuilder, chunkSize: Int) throws(ArchiveReadError) {
        let first = XMLEvents()
        guard let recorder = XMLEventRecorder(base: builder.base, count: builder.count, file: builder.file, events: first) else {
            throw ArchiveReadError(builder.diagnostic(.malformedXML, "libxml2 could not create a parser", at: .unknown))
        }
        recorder.locatesTags = builder.decodingAhead != nil
        self.builder = builder
        self.recorder = recorder
        self.chunkSize = chunkSize
        queue.withLock { $0.spare.append(first) }
    }

    /// Reads the whole input into the builder and returns true once both threads are done;
    /// returns false, having read nothing, when `startThread` could not start the reading
    /// thread (tests pass one that fails).
    func run(startThread: (XMLReadPipeline) -> ReadingThread? = XMLReadPipeline.startReading) -> Bool {
        guard let reader = startThread(self) else { return false }
        builder.halt = halt
        defer { builder.halt = nil }
        while let events = next() {
            if !builder.stopped {
                builder.replay(events)
                builder.decodingAhead?.decodeFinished(numbered: builder.objectCount)
            }
            recycle(events)
        }
        reader.join()
        return true
    }

    /// Starts `pipeline`'s reading side on a thread of its own.
    static func startReading(_ pipeline: XMLReadPipeline) -> ReadingThread? {
        ReadingThread.start { pipeline.read() }
    }

    /// The reading thread: feeds libxml2 chunk by chunk and hands over each chunk's records.
    private func read() {
        let base = builder.base
        let count = builder.count
        var offset = 0
        repeat {
            room.wait()
            let events = queue.withLock { $0.spare.popLast() } ?? XMLEvents()
            recorder.events = events
            let size = min(chunkSize, count - offset)
            let running = recorder.feed(base + offset, count: size, last: offset + size >= count)
            offset += size
            chunksFed += 1
            queue.withLock { $0.filled.append(events) }
            ready.signal()
            if !running || halt.isRequested { break }
        } while offset < count
        ready.signal()  // with nothing filled: the end
    }

    /// The next chunk's records, in order; nil once the reader has finished and all were taken.
    private func next() -> XMLEvents? {
        ready.wait()
        return queue.withLock { $0.filled.isEmpty ? nil : $0.filled.removeFirst() }
    }

    private func recycle(_ events: XMLEvents) {
        events.removeAll()
        queue.withLock { $0.spare.append(events) }
        room.signal()
    }
}
