import Foundation
import ViewCore

/// A system version a compiled nib must load on (`--minimum-deployment-target`): one to three
/// dot-separated numbers (`10.12`, `9`, `10.12.6`), compared number by number, a missing one
/// counting as 0.
struct DeploymentTarget: Comparable {
    /// The numbers, as given.
    let components: [Int]

    /// The version spelled `text`, or nil when it is no version: empty, more than three parts,
    /// a part that is not decimal digits or is longer than six of them.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard (1...6).contains(part.count), part.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(part)
            else { return nil }
            components.append(number)
        }
        self.components = components
    }

    /// A version of `components`.
    init(_ components: Int...) {
        self.components = components
    }

    /// Whether `lhs` is an earlier version than `rhs`.
    static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let left = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let right = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return left.lexicographicallyPrecedes(right)
    }

    /// Whether the two name the same version (`10.13` and `10.13.0` do).
    static func == (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    /// The version's `--minimum-deployment-target` spelling, or nil for none, checked.
    ///
    /// - Throws: `NIB0803` naming `text` when it is no version.
    static func parse(_ text: String?, file: String?) throws(ArchiveReadError) -> DeploymentTarget? {
        guard let text else { return nil }
        guard let target = DeploymentTarget(text) else {
            throw ArchiveReadError(
                ArchiveDiagnostic(
                    code: .invalidDeploymentTarget,
                    message: "the minimum deployment target '\(DiagnosticText.quoted(text))' is no version: "
                        + "write one to three numbers separated by dots, as 10.12 or 9.0",
                    file: file))
        }
        return target
    }
}
