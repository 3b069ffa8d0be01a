import PropertyBased
import TestSupport
import Testing
import ViewCore

/// `NameSuggestion.closest` works out distances on bytes, within the limit, for ASCII names:
/// it must pick what the plain edit distance over characters picks, for every mix of names.
@Suite struct NameSuggestionTests {
    /// Short names from a few letters (so many are close), with some non-ASCII characters and
    /// carriage returns, whose bytes are not characters.
    static func randomName(_ random: inout SplitMix64) -> String {
        let letters: [String] = ["a", "b", "c", "d", "A", "é", "\r", "\n", "🙂", "e\u{301}"]
        let plain = Int.random(in: 0...3, using: &random) > 0
        let length = Int.random(in: 0...14, using: &random)
        return String(
            (0..<length).map { _ in letters[Int.random(in: 0..<(plain ? 5 : letters.count), using: &random)] }.joined())
    }

    /// The rule spelled out the plain way: every candidate, the full edit distance over
    /// characters.
    static func reference(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let (a, b) = (Array(name), Array(candidate))
            var previous = Array(0...b.count)
            for i in a.indices {
                var current = [i + 1]
                for j in b.indices {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1)))
                }
                previous = current
            }
            let distance = previous[b.count]
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    @Test func picksWhatThePlainDistancePicks() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let name = Self.randomName(&random)
            let candidates = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.randomName(&random) }
            #expect(
                NameSuggestion.closest(to: name, in: candidates) == Self.reference(to: name, in: candidates),
                "seed \(seed): \(name.debugDescription) in \(candidates.debugDescription)")
        }
    }

    @Test func suggestsTheNearestRegisteredName() {
        #expect(NameSuggestion.closest(to: "Buton", in: ["Label", "Button", "ButtonItem"]) == "Button")
        #expect(NameSuggestion.closest(to: "Toolbar", in: ["Label", "Button"]) == nil)
        #expect(NameSuggestion.closest(to: "Button", in: ["Button"]) == nil)
    }
}
