#if canImport(Glibc)
import Glibc
#endif
import ViewCore

/// Memory for buffers of tens of megabytes, mapped with transparent huge pages advised.
///
/// Why: past 32 MiB, glibc's `malloc` maps every block afresh and the kernel faults it in 4 KiB
/// at a time. The token tape of a 100k-view JSON archive (about 90 MB) cost some 23,000 page
/// faults on every read, and reading that file took about a sixth longer than with the tape in
/// huge pages, which take some 45. Below the threshold `malloc` reuses freed memory, which no
/// fresh mapping beats, so smaller buffers keep using it.
///
/// The last block given back is kept as a spare for the next request of about its size, as
/// `malloc` keeps freed memory: the kernel zeroes every page it maps afresh, which was an
/// eighth of reading that file again. The spare's pages are handed back to the kernel with
/// `MADV_FREE`, which reclaims them when it needs memory, and only one spare of at most
/// `maximumSpare` bytes is kept.
///
/// The advice is only advice: where the system has no huge pages, or on systems without
/// `mmap`, the memory comes in small pages or from `malloc` and works the same.
enum HugePageMemory {
    /// The smallest block worth mapping here: glibc's largest `mmap` threshold.
    static let threshold = 32 << 20

    /// The size of a huge page on x86-64 and most ARM64 kernels.
    static let hugePage = 2 << 20

    /// The largest block kept as a spare.
    static let maximumSpare = 512 << 20

    /// A block given back and not reused yet.
    private struct Block: @unchecked Sendable {
        let start: UnsafeMutableRawPointer
        let length: Int
    }

    private static let spare = Locked<Block?>(nil)

    /// A block of at least `bytes` bytes starting on a huge page boundary, its length rounded up
    /// to whole huge pages; nil when the system refuses it (the caller then uses `malloc`). Its
    /// contents are undefined: it may be the spare, holding what its last user wrote.
    static func allocate(_ bytes: Int) -> (start: UnsafeMutableRawPointer, length: Int)? {
        #if os(Linux)
        let length = (bytes + hugePage - 1) & ~(hugePage - 1)
        // The spare serves requests of up to its size and at least half of it.
        let taken = spare.withLock { spare -> Block? in
            guard let block = spare, block.length >= length, block.length <= 2 * length else { return nil }
            spare = nil
            return block
        }
        if let taken { return (taken.start, taken.length) }
        // The kernel backs only aligned 2 MiB ranges with huge pages: map one huge page more than
        // needed, then give back the ends around an aligned block.
        guard let mapped = mmap(nil, length + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let head = (hugePage - Int(bitPattern: mapped) & (hugePage - 1)) & (hugePage - 1)
        let start = mapped + head
        if head > 0 { munmap(mapped, head) }
        munmap(start + length, hugePage - head)
        _ = madvise(start, length, MADV_HUGEPAGE)
        return (start, length)
        #else
        return nil
        #endif
    }

    /// Gives back a block `allocate(_:)` returned: it becomes the spare, and the spare before
    /// it, if any, is unmapped.
    static func release(_ start: UnsafeMutableRawPointer, length: Int) {
        #if os(Linux)
        guard length <= maximumSpare, madvise(start, length, MADV_FREE) == 0 else {
            munmap(start, length)
            return
        }
        let previous = spare.withLock { spare in
            let previous = spare.take()
            spare = Block(start: start, length: length)
            return previous
        }
        if let previous { munmap(previous.start, previous.length) }
        #endif
    }

    /// Unmaps the spare block, if any; for tests.
    static func dropSpare() {
        #if os(Linux)
        if let block = spare.withLock({ $0.take() }) {
            munmap(block.start, block.length)
        }
        #endif
    }

    /// The spare block's start, if any; for tests.
    static var spareStart: UnsafeMutableRawPointer? { spare.withLock { $0?.start } }
}
