/// "Did you mean ...?" for names: the closest candidate by edit distance, when close enough.
/// Every diagnostic that names something unknown (an outlet, an action, a key path, an id)
/// suggests through this one rule.
public enum NameSuggestion {
    /// The candidate nearest to `name`, if it is within a third of the name's length (at least
    /// 2 edits) and not `name` itself; ties go to the alphabetically first.
    ///
    /// - Complexity: O(c · n · m) for c candidates of length m; candidates whose length differs
    ///   by more than the limit cost O(1).
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let length = name.count
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates) where candidate != name {
            // The distance is at least the difference in length: most candidates end here.
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = distance(name, candidate)
            guard distance <= limit else { continue }
            if let current = best,
                current.distance < distance || (current.distance == distance && current.name < candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
