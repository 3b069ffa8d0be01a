/// "Did you mean ...?" for names: the closest candidate by edit distance, when close enough.
/// Every diagnostic that names something unknown (an outlet, an action, a key path, an id)
/// suggests through this one rule.
public enum NameSuggestion {
    /// The candidate nearest to `name`, if it is within a third of the name's length (at least
    /// 2 edits) and not `name` itself; ties go to the alphabetically first.
    ///
    /// - Complexity: O(c · k · m) for c candidates of length m, with k the limit; candidates
    ///   whose length differs by more than the limit cost O(m) at most.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let length = name.count
        let limit = max(2, length / 3)
        // Names are nearly always ASCII, where a byte is a character: distances are then worked
        // out on the bytes, within the limit only. The loader's class check suggests a
        // registered name for each unknown class of a file: loading the 80 files of the corpus
        // twice took 3.79G instructions, 895M of them here on arrays of `Character`, 111M on the
        // bytes (callgrind).
        let plainName = Array(name.utf8)
        let namePlain = isPlain(plainName[...])
        var rows = ([Int](), [Int]())
        var counts = [Int](repeating: 0, count: 128)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            var found: Int?? = nil
            if namePlain {
                // `.some(nil)`: out (too far, or the name itself); nil: not plain (or not stored
                // as one buffer), measured over characters below. Lengths are compared before
                // anything else, and the name itself is told by its distance of 0 rather than
                // compared with each candidate: the class check suggests among every registered
                // name (two loads of the corpus: 59.4M -> 50.4M instructions here, callgrind).
                found =
                    candidate.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
                        // Shorter in bytes by more than the limit is shorter in characters too.
                        guard bytes.count >= length - limit else { return .some(nil) }
                        guard isPlain(bytes) else { return nil }
                        // The distance is at least the difference in length: most candidates end here.
                        guard bytes.count <= length + limit,
                            bagDistance(plainName, bytes, counts: &counts) <= limit
                        else { return .some(nil) }
                        let distance = boundedDistance(plainName, bytes, limit: limit, rows: &rows)
                        return .some(distance == 0 ? nil : distance)
                    } ?? nil
            }
            if found == nil {
                guard candidate != name, abs(candidate.count - length) <= limit else { continue }
                let distance = distance(Array(name), Array(candidate))
                found = .some(distance <= limit ? distance : nil)
            }
            guard let distance = found ?? nil else { continue }
            if let current = best,
                current.distance < distance || (current.distance == distance && current.name < candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// ASCII without a carriage return (which joins a following line feed into one character):
    /// one character per byte.
    private static func isPlain<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// A lower bound of the edit distance of two ASCII names, in O(m + n): each edit adds or
    /// removes at most one byte of each side's surplus over the other. Most candidates differ
    /// from the name in enough letters to stop here (two loads of the corpus: 2.29G -> 2.23G
    /// instructions, callgrind). `counts` is 128 zeros, and is left so.
    private static func bagDistance(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, counts: inout [Int]) -> Int {
        for byte in a { counts[Int(byte)] += 1 }
        for byte in b { counts[Int(byte)] -= 1 }
        var surplus = 0, shortfall = 0
        for byte in a {
            let count = counts[Int(byte)]
            if count > 0 { surplus += count } else { shortfall -= count }
            counts[Int(byte)] = 0
        }
        for byte in b {
            let count = counts[Int(byte)]
            if count < 0 { shortfall -= count }
            counts[Int(byte)] = 0
        }
        return max(surplus, shortfall)
    }

    /// The edit distance of `a` and `b` if it is at most `limit`, else nil: only the cells
    /// within `limit` of the diagonal are worked out, and it stops once a row has none within
    /// the limit. `rows` is room for two rows, kept from call to call.
    private static func boundedDistance(
        _ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, limit: Int, rows: inout ([Int], [Int])
    ) -> Int? {
        guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
        guard !b.isEmpty else { return a.count <= limit ? a.count : nil }
        let over = limit + 1
        if rows.0.count < b.count + 1 {
            rows = ([Int](repeating: over, count: b.count + 1), [Int](repeating: over, count: b.count + 1))
        }
        for j in 0...b.count { rows.0[j] = min(j, over) }
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            rows.1[0] = min(i, over)
            if low > 1 { rows.1[low - 1] = over }
            var rowBest = rows.1[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    let value = min(rows.0[j] + 1, rows.1[j - 1] + 1, rows.0[j - 1] + cost, over)
                    rows.1[j] = value
                    rowBest = min(rowBest, value)
                }
            }
            if high < b.count { rows.1[high + 1] = over }
            guard rowBest <= limit else { return nil }
            swap(&rows.0, &rows.1)
        }
        return rows.0[b.count] <= limit ? rows.0[b.count] : nil
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
