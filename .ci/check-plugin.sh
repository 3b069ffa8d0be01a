#!/usr/bin/env bash
# NibcPlugin in a real build: Tests/PluginPackage uses it on two targets. `Good` (a valid
# archive and a package.json that is no archive) must build; `Broken` (a dangling outlet) must
# fail with nibc's compiler-style diagnostic. Builds in the main package's .build, where nibc
# is built already (a folder of its own would build NibKit again: a minute or more).
set -euo pipefail
cd "$(dirname "$0")/../Tests/PluginPackage"
build_flags=(--scratch-path ../../.build)
# The plugin runs when its inputs change: a second run of this check would otherwise see none.
touch Sources/Good/Main.xml Sources/Broken/Main.xml
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build "${build_flags[@]}" --target Good >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: the target with a valid archive did not build" >&2
    exit 1
fi
grep -q "Validating the interface files of Good with nibc" "$log" \
    || { cat "$log" >&2; echo "error: the plugin did not run on Good" >&2; exit 1; }
if swift build "${build_flags[@]}" --target Broken >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: the target with a broken archive built" >&2
    exit 1
fi
grep -q "Sources/Broken/Main.xml:10:5: error: the outlet's destination 'rot' is no object or placeholder of the file; did you mean 'root'? \[NIB0408\]" "$log" \
    || { cat "$log" >&2; echo "error: the build of Broken did not show nibc's diagnostic" >&2; exit 1; }
echo "plugin: NibcPlugin validates interface files during swift build"
