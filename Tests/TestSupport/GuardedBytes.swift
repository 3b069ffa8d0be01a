import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Calls `body` with `bytes` as a `Data` that ends exactly where an inaccessible page starts,
/// so a reader that reads even one byte past the input crashes the test, where an ordinary
/// buffer would hand it whatever lies beyond (the way Electric Fence catches over-reads
/// without a sanitizer). `Data` copies inputs under 15 bytes into itself, so those are not
/// guarded.
///
/// ```swift
/// try withGuardedBytes(Array(text.utf8)) { data in _ = try? ArchiveDocument(data: data) }
/// ```
@discardableResult
public func withGuardedBytes<Result>(_ bytes: [UInt8], _ body: (Data) throws -> Result) rethrows -> Result {
    let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    let dataPages = max(1, (bytes.count + pageSize - 1) / pageSize)
    let length = (dataPages + 1) * pageSize
    guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        mapping != MAP_FAILED
    else {
        // No mapping: the check is lost, not the test; read from an ordinary buffer.
        return try body(Data(bytes))
    }
    defer { munmap(mapping, length) }
    let guardPage = mapping + dataPages * pageSize
    mprotect(guardPage, pageSize, PROT_NONE)
    let start = guardPage - bytes.count
    bytes.withUnsafeBytes { source in
        if let base = source.baseAddress { start.copyMemory(from: base, byteCount: bytes.count) }
    }
    return try body(Data(bytesNoCopy: start, count: bytes.count, deallocator: .none))
}
