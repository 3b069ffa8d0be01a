@testable import NibArchive
import Testing

/// `TapeBuffer` keeps what is appended while it grows, from `malloc`'s memory into mapped huge
/// pages past `HugePageMemory.threshold`, whose last block given back serves the next request
/// of about its size. Serialized: the spare block is one per process.
@Suite(.serialized) struct TapeBufferTests {
    @Test func aSmallBufferStaysInMallocMemory() {
        let buffer = TapeBuffer<Int>(capacity: 1000)
        for value in 0..<5000 { buffer.append(value) }
        #expect(!buffer.isInHugePageMemory)
        #expect(buffer.buffer.elementsEqual(0..<5000))
    }

    @Test func growingPastTheThresholdKeepsEveryElementInAlignedMappedMemory() {
        let buffer = TapeBuffer<UInt64>(capacity: 16)
        let count = HugePageMemory.threshold / MemoryLayout<UInt64>.stride + 1000
        var value: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<count {
            buffer.append(value)
            value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        }
        #if os(Linux)
        #expect(buffer.isInHugePageMemory)
        #expect(Int(bitPattern: buffer.base) % HugePageMemory.hugePage == 0)
        #endif
        var expected: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches = 0
        for element in buffer.buffer {
            if element != expected { mismatches += 1 }
            expected = expected &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        }
        #expect(buffer.count == count)
        #expect(mismatches == 0)
    }

    @Test func aLargeBufferIsMappedFromTheStartAndWritableToItsLastElement() {
        let capacity = HugePageMemory.threshold / MemoryLayout<Int32>.stride + 3
        let buffer = TapeBuffer<Int32>(capacity: capacity)
        let elements = buffer.appendUninitialized(capacity)
        elements.initialize(repeating: 7, count: capacity)
        elements[capacity - 1] = -1
        #if os(Linux)
        #expect(buffer.isInHugePageMemory)
        #endif
        #expect(buffer.count == capacity)
        #expect(buffer[capacity - 2] == 7 && buffer[capacity - 1] == -1)
    }

    #if os(Linux)
    /// A large buffer given back is the next one of its size, and is written over; a request
    /// for less than half of it maps afresh.
    @Test func aReleasedLargeBlockServesTheNextRequestOfItsSize() {
        HugePageMemory.dropSpare()
        let capacity = 2 * HugePageMemory.threshold / MemoryLayout<Int64>.stride + 5
        var first: TapeBuffer<Int64>? = TapeBuffer(capacity: capacity)
        let start = first.map { UnsafeMutableRawPointer($0.base) }
        first?.appendUninitialized(capacity).initialize(repeating: -1, count: capacity)
        first = nil
        #expect(HugePageMemory.spareStart == start)

        let smaller = TapeBuffer<Int8>(capacity: HugePageMemory.threshold)
        #expect(smaller.isInHugePageMemory && UnsafeMutableRawPointer(smaller.base) != start)
        #expect(HugePageMemory.spareStart == start)

        let second = TapeBuffer<Int64>(capacity: capacity)
        #expect(UnsafeMutableRawPointer(second.base) == start)
        #expect(HugePageMemory.spareStart == nil)
        second.appendUninitialized(capacity).initialize(repeating: 3, count: capacity)
        #expect(second[0] == 3 && second[capacity - 1] == 3)
    }

    /// Only the last block given back is kept; a larger request than the spare maps afresh.
    @Test func onlyTheLastBlockGivenBackIsKept() {
        HugePageMemory.dropSpare()
        let capacity = HugePageMemory.threshold + 1
        var buffers = [TapeBuffer<UInt8>(capacity: capacity), TapeBuffer<UInt8>(capacity: capacity)]
        let secondStart = UnsafeMutableRawPointer(buffers[1].base)
        buffers.removeFirst()
        buffers.removeFirst()
        #expect(HugePageMemory.spareStart == secondStart)
        let larger = TapeBuffer<UInt8>(capacity: 4 * capacity)
        #expect(larger.isInHugePageMemory && UnsafeMutableRawPointer(larger.base) != secondStart)
        #expect(HugePageMemory.spareStart == secondStart)
        HugePageMemory.dropSpare()
        #expect(HugePageMemory.spareStart == nil)
    }
    #endif
}
