/// "Did you mean ...?" for names: the closest candidate by edit distance, when close enough.
enum Suggestion {
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        return candidates
            .map { ($0, distance(name, $0)) }
            .filter { $0.1 <= limit }
            .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
