#!/usr/bin/env bash
# Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#
# Builds the harnesses (libFuzzer + AddressSanitizer; incremental after the first build:
# release for a run of a minute or more, debug for a shorter one), replays TARGET's kept inputs in Fuzz/Regressions/TARGET, then fuzzes TARGET for
# SECONDS (0: replay only) and prints libFuzzer's closing stats (executions, exec/s, coverage).
# TARGET is xml, json, xcode, nib or load. Extra flags go to libFuzzer and override the defaults.
#
# Seeds are gathered afresh on every run into Fuzz/.work/TARGET/seeds (ignored by git) from
# Formats/ examples, the test fixtures and the shared corpus (NIBKIT_XCODE_CORPUS, else xcode/,
# xcode-legacy/ and xcode-more/ of NIBKIT_CORPUS, else of ../shared/corpus beside the
# repository; for nib, its compiled/ folder too; folders that are absent are skipped); nothing
# is copied into the repository. What
# the fuzzer finds beyond them accumulates in Fuzz/.work/TARGET/corpus across runs.
# Exits non-zero when a kept input or the fuzzer finds a crash, timeout or memory blow-up.
set -euo pipefail
fuzz="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$fuzz")"
usage="usage: Fuzz/run.sh xml|json|xcode|nib|load SECONDS [libFuzzer flags...]"
target="${1:?$usage}"
seconds="${2:?$usage}"
shift 2
case "$target" in
    xml | json | xcode | nib | load) ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "$usage" >&2; exit 2; }

# The sanitizers on the command line instrument the NibKit targets too, so coverage comes from
# them; Fuzz/.build keeps the build. `-sanitize=fuzzer` alone adds no coverage counters to a
# module built whole (release): without the explicit `-sanitize-coverage`, libFuzzer sees no
# coverage at all. SwiftPM recompiles everything here on every call (minutes), whatever
# changed, so the build runs only when a source or manifest is newer than the harness.
# A smoke run (under a minute, as in .ci/run) builds debug: on 2 cores a cold debug build
# takes 90 s, a release one 5 to 6 minutes (each module compiled whole, mostly on one core),
# for a run of seconds in which the build is nearly all the cost. A longer run builds release,
# where each execution is several times faster.
configuration=release
if [[ "$seconds" -lt 60 ]]; then configuration=debug; fi
binary="$fuzz/.build/$configuration/fuzz-$target"
if [[ ! -x "$binary" ]] || [[ -n "$(find "$root/Sources" "$root/Package.swift" "$fuzz/Sources" "$fuzz/Package.swift" \
    -newer "$binary" -print -quit)" ]]; then
    built=0
    # No index store: nothing reads it, and a debug build spends a fifth more compiler time on
    # it. (The test product cannot go without: SwiftPM finds its tests in the index.)
    swift build -c "$configuration" --package-path "$fuzz" --disable-index-store --sanitize=fuzzer --sanitize=address \
        -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp >"$fuzz/.build.log" 2>&1 || built=$?
    grep -vE '^(\[[0-9]+/[0-9]+\]|/usr/bin/ld.gold: warning: Cannot export local symbol)' "$fuzz/.build.log" || true
    rm -f "$fuzz/.build.log"
    [[ $built -eq 0 ]] || { echo "error: the Fuzz package did not build" >&2; exit 1; }
fi
[[ -x "$binary" ]] || { echo "error: $binary was not built" >&2; exit 1; }

# Swift's backtracer would hang after the first crash instead of letting libFuzzer save it.
export SWIFT_BACKTRACE=enable=no
# Leaks in code that is not NibKit's, each with its reason (lsan.supp).
export LSAN_OPTIONS="suppressions=$fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
limits=(-timeout=10 -rss_limit_mb=2048)
# Kept inputs may be large on purpose. Measured: fuzz-xcode takes 11 s on
# many-keys-on-one-view.xib (720 KB, 60,000 keys on one view) in this sanitized, instrumented
# build, as it validates and compiles each input (1.7 s in a plain debug build); the square
# of that work, which the input guards against, would take hours.
replay_limits=(-timeout=60 -rss_limit_mb=2048)

# Kept inputs first: each must run without a crash, timeout or memory blow-up.
regressions=("$fuzz/Regressions/$target"/*)
if [[ -e "${regressions[0]}" ]]; then
    if ! "$binary" "${replay_limits[@]}" "${regressions[@]}" >"$fuzz/.replay-$target.log" 2>&1; then
        cat "$fuzz/.replay-$target.log" >&2
        echo "error: a kept input in Fuzz/Regressions/$target fails again" >&2
        exit 1
    fi
    echo "fuzz-$target: ${#regressions[@]} kept inputs replayed without a finding"
    rm -f "$fuzz/.replay-$target.log"
fi
[[ "$seconds" -gt 0 ]] || exit 0

work="$fuzz/.work/$target"
rm -rf "$work/seeds" "$work/smoke"
mkdir -p "$work/seeds" "$work/corpus" "$work/artifacts"
# libFuzzer runs every kept input before its clock starts counting, which takes minutes once
# the corpus has grown: a run under a minute (the smoke in .ci/run) starts from the seeds alone.
corpus_dir="$work/corpus"
if [[ "$seconds" -lt 60 ]]; then
    corpus_dir="$work/smoke"
    mkdir -p "$corpus_dir"
fi
corpus_root="${NIBKIT_CORPUS:-$(dirname "$root")/shared/corpus}"
corpus="${NIBKIT_XCODE_CORPUS:-$corpus_root/xcode}"
case "$target" in
    xml) patterns=(-name '*.xml') ;;
    json) patterns=(-name '*.json') ;;
    xcode) patterns=(-name '*.xib' -o -name '*.storyboard') ;;
    nib) patterns=(-name '*.nib' -type f) ;;
    load) patterns=(-name '*.xml' -o -name '*.json' -o -name '*.xib' -o -name '*.storyboard') ;;
esac
# Only the folders that exist: a clone with no ../shared beside it seeds from the repository
# alone (find would fail on a missing folder, and pipefail would end the run without a word).
seed_folders=()
for folder in "$root/Formats" "$root/Tests" "$fuzz/Seeds" "$corpus" "${corpus}-legacy" "$corpus_root/xcode-more" "$corpus_root/compiled"; do
    if [[ -d "$folder" ]]; then seed_folders+=("$folder"); fi
done
[[ -d "$corpus" ]] || echo "fuzz-$target: no Xcode corpus at $corpus (set NIBKIT_CORPUS or NIBKIT_XCODE_CORPUS); seeding from the repository alone"
# Files are named by their content's hash, so a seed found in two places counts once.
find "${seed_folders[@]}" -type f \( "${patterns[@]}" \) -not -path '*/.build*' -print0 \
    | while IFS= read -r -d '' file; do
        cp "$file" "$work/seeds/$(sha1sum <"$file" | cut -c1-16)"
    done
# libFuzzer runs every seed before it fuzzes, and the debug build runs whole Xcode files at 3 or
# 4 a second: from all 535 seeds the smoke of `load` took 3 minutes. A run under a minute seeds
# from 48 of them, the first by name: names are content hashes, so that is a fixed random sample.
seed_count=$(ls "$work/seeds" | wc -l)
if [[ "$seconds" -lt 60 ]]; then
    ls "$work/seeds" | sort | tail -n +49 | while IFS= read -r name; do rm "$work/seeds/$name"; done
fi
case "$target" in
    load) cat "$fuzz"/Dictionaries/*.dict >"$work/all.dict"; dict="$work/all.dict" ;;
    *) dict="$fuzz/Dictionaries/$target.dict" ;;
esac
echo "fuzz-$target: $(ls "$work/seeds" | wc -l) of $seed_count seeds, $(ls "$corpus_dir" | wc -l) inputs kept from earlier runs; ${seconds}s"

log="$work/last.log"
status=0
"$binary" "${limits[@]}" -max_total_time="$seconds" -print_final_stats=1 -dict="$dict" \
    -artifact_prefix="$work/artifacts/" "$@" "$corpus_dir" "$work/seeds" >"$log" 2>&1 || status=$?
# libFuzzer's closing lines: the last status line (cov, ft, corp) and its stat:: counters.
grep -E '^#[0-9]+[[:space:]]' "$log" | tail -n 1 || true
grep -E '^stat::' "$log" || true
if [[ $status -ne 0 ]]; then
    tail -n 60 "$log" >&2
    echo "error: fuzz-$target found a problem (log: $log). Minimise it with" >&2
    echo "  SWIFT_BACKTRACE=enable=no $binary -minimize_crash=1 -runs=20000 ARTIFACT" >&2
    echo "(a timeout: keep the smallest input that still takes long), fix it, and keep it in Fuzz/Regressions/$target." >&2
    exit "$status"
fi
echo "log: $log"
