import Foundation

/// `nibkit-bench --help`: what the runner does and the options it takes.
enum Usage {
    static let text = """
        USAGE: nibkit-bench [--json] [--quick]
               nibkit-bench --profile-<piece> [N]
               nibkit-bench --single-thread [N]

        Loads, saves and instantiates archives of 1k, 10k and 100k views, prints the times with
        ratios against baselines measured in the same run, peak memory at 100k views, and the
        first load in a fresh process against later ones. Build it in release:
          swift run -c release nibkit-bench

        OPTIONS:
          --json                 Print the report as JSON instead of tables.
          --quick                Fewer sizes and rounds (no 100k-view input).
          --profile-<piece> N    Run one piece of the work N times (default 20) on the 10k-view
                                 input, for a profiler: decode, instantiate, load, load-xml,
                                 load-json, nib, parse, phases, scan; xcode loads the
                                 reference .xib (NIBKIT_BENCH_XIB names it under a profiler,
                                 which cannot start gen_synth.py); xcode-corpus loads
                                 every loadable file of the corpus folder.
          --xcode N              Full loads of the reference .xib and of the corpus, per view
                                 and as a ratio to the libxml2 SAX scan, and how Nib(data:)
                                 and the scan grow from 1,011 to 10,101 views (N rounds).
          --render N             Drawing the reference .xib and the corpus against loading
                                 them: layout with Pango, PNG and SVG, µs per view (N rounds).
          --compiled N           Reading each compiled .nib of the corpus's macOS pairs against
                                 reading its .xib: processor time, µs per object, ratio.
          --compile N            Compiling against validating: the macOS pair sources the
                                 compiler accepts, and the whole corpus (N rounds).
          --single-thread N      Processor time of a load at 100, 1k and 10k views in each
                                 format, as a ratio to the libxml2 SAX scan (N rounds).
          -h, --help             Show this help and exit.

        """

    /// Prints the usage and exits 0 when the arguments ask for help.
    static func handleHelp(_ arguments: [String]) {
        guard arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) else { return }
        print(text, terminator: "")
        exit(0)
    }
}
