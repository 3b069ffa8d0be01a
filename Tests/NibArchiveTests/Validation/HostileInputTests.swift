import Foundation
import NibArchive
import TestSupport
import Testing

/// The big and generated hostile inputs (`HostileInputs`): each gives its expected diagnostic
/// at its expected place, and the size-scaling ones take, for 10n, at most `ratioBound` times
/// what they take for n (linear work gives about 10, quadratic 100; the bound is generous
/// because small inputs fit in caches that large ones do not; each time is the least of three
/// measurements of the calling thread's CPU time, which other work on the machine disturbs
/// little).
///
/// The validator here runs the loader's checks (`ArchiveValidator.loadingChecks`, as `Nib`
/// does): not `DecodeCheck`, which builds the views, and building a tree of n views costs
/// O(n^2) once a test has turned on the hierarchy invariant checks for the whole run
/// (`HierarchyChecks`); nor the RELAX NG check, which libxml2 does in time quadratic in the
/// children of one element and issue 27 replaces separately.
@Suite struct HostileInputTests {
    static let ratioBound = 40.0
    static let validator = ArchiveValidator(checksSchema: false, checks: ArchiveValidator.loadingChecks)

    static func scaling(_ name: String, n: Int, _ make: (Int) -> Data) -> Double {
        let small = make(n), large = make(10 * n)
        let timeSmall = HostileInputs.fastest { _ = validator.validate(data: small, file: name) }
        let timeLarge = HostileInputs.fastest { _ = validator.validate(data: large, file: name) }
        let ratio = timeLarge / timeSmall
        print("\(name): n=\(n) \(timeSmall) s, 10n \(timeLarge) s, ratio \(ratio)")
        return ratio
    }

    /// Ids that all fall in one bucket of an unseeded FNV-1a table read and validate as fast
    /// as ordinary ones (within a factor of 3) and scale linearly.
    @Test func collidingIDsCostNoMoreThanOthers() {
        let ids = HostileInputs.collidingIDs(count: 8_000)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids.map { HostileInputs.fnv1a(Array($0.utf8)) & 0xFFFF }).count == 1)
        // The ordinary ids are as many and as long as the colliding ones (42 characters), so
        // the two documents differ in the ids' hashes alone: a run beside other work once
        // measured 3.1 times for 10,000 colliding ids against 8,000 ids of 7 characters.
        let collidingIDs = HostileInputs.collidingIDs(count: 10_000)
        let colliding = HostileInputs.collidingIDsXML(count: 10_000)
        let ordinary = HostileInputs.xml(
            subviews: collidingIDs.indices.map { index in
                let id = "ord\(index)"
                let padded = id + String(repeating: "x", count: max(0, collidingIDs[index].count - id.count))
                return "<object class=\"View\" id=\"\(padded)\"/>"
            })
        #expect(Self.validator.validate(data: colliding, file: "ids.xml").diagnostics.isEmpty)
        let timeColliding = HostileInputs.fastest { _ = Self.validator.validate(data: colliding, file: "ids.xml") }
        let timeOrdinary = HostileInputs.fastest { _ = Self.validator.validate(data: ordinary, file: "ids.xml") }
        print("colliding ids: \(timeColliding) s, ordinary ids: \(timeOrdinary) s")
        #expect(timeColliding < 3 * timeOrdinary, "colliding \(timeColliding) s, ordinary \(timeOrdinary) s")
        let json = Self.validator.validate(data: HostileInputs.collidingIDsJSON(count: 4096), file: "ids.json")
        #expect(json.diagnostics.isEmpty)
        #expect(Self.scaling("colliding ids xml", n: 2_000, HostileInputs.collidingIDsXML) < Self.ratioBound)
        #expect(Self.scaling("colliding ids json", n: 2_000, HostileInputs.collidingIDsJSON) < Self.ratioBound)
    }

    @Test func aSuggestionFloodScales() {
        let result = Self.validator.validate(data: HostileInputs.suggestionFloodXML(count: 50), file: "flood.xml")
        let first = HostileFixtures.summary(of: result.diagnostics).first
        #expect(first == "warning NIB0305 5:1" || first == "error NIB0306 5:1", "\(String(describing: first))")
        #expect(result.diagnostics.contains { $0.code.rawValue == "NIB0306" })
        let suggested = result.diagnostics.count { $0.message.contains("did you mean") }
        #expect(suggested > 0 && suggested <= 32, "\(suggested) suggestions")
        #expect(Self.scaling("suggestion flood", n: 1_000, HostileInputs.suggestionFloodXML) < Self.ratioBound)
    }

    @Test func oneLineWithManyProblemsScales() {
        let result = Self.validator.validate(data: HostileInputs.oneLineXML(problems: 50), file: "line.xml")
        #expect(
            HostileFixtures.summary(of: result.diagnostics).first
                == "error NIB0207 1:\(HostileInputs.oneLineFirstColumn)")
        #expect(Self.scaling("one line", n: 2_000, HostileInputs.oneLineXML) < Self.ratioBound)
    }

    /// A string past the reader's limit and a million-digit number are refused where they
    /// stand (line 5 and line 2 of the generated files).
    @Test func hugeValuesAreRefusedWhereTheyStand() {
        let limit = ReaderLimits.default.maxStringLength
        let string = Self.validator.validate(data: HostileInputs.hugeStringXML(length: limit + 1), file: "s.xml")
        #expect(HostileFixtures.summary(of: string.diagnostics).first?.hasPrefix("error NIB0110 5:") == true)
        let number = Self.validator.validate(data: HostileInputs.hugeNumberJSON(digits: 1_000_000), file: "n.json")
        let first = HostileFixtures.summary(of: number.diagnostics).first
        #expect(first?.hasPrefix("error NIB0207 2:") == true, "\(String(describing: first))")
    }
}
