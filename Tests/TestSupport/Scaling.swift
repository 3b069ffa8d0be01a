import Foundation

/// Compares the time of work on an input of size n and of size 10n, for the tests that show work
/// grows in proportion to the input (issue 27). Machines are noisy: each side is timed several
/// times and the best kept, and tests compare the ratio with a wide margin (linear work gives
/// about 10, quadratic about 100; tests ask for under 30).
public enum Scaling {
    /// The best time of `rounds` runs of `large` over the best of `small`.
    public static func timeRatio(rounds: Int = 3, small: () -> Void, large: () -> Void) -> Double {
        best(of: rounds, large) / max(best(of: rounds, small), 1e-6)
    }

    /// The shortest time of `rounds` runs of `body`, in seconds.
    public static func best(of rounds: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<rounds {
            let elapsed = clock.measure(body)
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }
}
