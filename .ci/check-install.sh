#!/usr/bin/env bash
# The install route the README gives: a release nibc with the Swift runtime linked in runs on
# a machine without Swift. Builds it (about 2-3 minutes on 2 cores), checks that `ldd` shows no
# library of the toolchain, and runs a copy of it alone, with a PATH and library path that
# cannot reach the toolchain. The first argument names the build folder (.ci/run builds in one
# of its own, beside the debug build, so the two need not wait for each other); the default is
# .build. Further arguments go to `swift build` (.ci/run passes `-Xswiftc -Onone`).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-.build}"
shift || true
swift build -c release --static-swift-stdlib --product nibc --scratch-path "$scratch" "$@"
binary="$scratch/release/nibc"
if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift|swift/linux'; then
    echo "error: the release nibc above still needs a library of the Swift toolchain" >&2
    exit 1
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
cp "$binary" "$folder/nibc"
cp Sources/NibKitDemo/Resources/Login.xml Formats/xcode-examples/Login.xib "$folder/"
(
    cd "$folder"
    env -i PATH=/usr/bin:/bin ./nibc validate --strict Login.xml Login.xib
    env -i PATH=/usr/bin:/bin ./nibc convert Login.xib -o Login.json
    env -i PATH=/usr/bin:/bin ./nibc explain NIB0305 >/dev/null
)
echo "install: the static nibc runs without the toolchain"
