#!/usr/bin/env bash
# meson's bridge to SwiftPM: meson knows nothing of Swift, so its build and test
# steps call this script, which runs SwiftPM in a folder inside meson's build
# directory.
#
#   meson_wrapper.sh build SOURCE_DIR BUILD_DIR PRODUCT OUTPUT
#       release build of PRODUCT, copied to OUTPUT. Executables carry the Swift
#       standard library inside (--static-swift-stdlib), so the installed
#       program does not depend on where the Swift toolchain is.
#   meson_wrapper.sh test SOURCE_DIR BUILD_DIR FILTER
#       runs `swift test --filter FILTER` (tests that need no display).
set -euo pipefail

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    PATH="/opt/swift/usr/bin:$PATH"
fi

command="$1"
source_dir="$2"
scratch="$3/swiftpm"

case "$command" in
    build)
        product="$4"
        output="$5"
        flags=(--package-path "$source_dir" --scratch-path "$scratch" -c release --product "$product"
            --static-swift-stdlib)
        swift build "${flags[@]}"
        cp "$(swift build "${flags[@]}" --show-bin-path)/$product" "$output"
        ;;
    test)
        swift test --package-path "$source_dir" --scratch-path "$scratch" --filter "$4"
        ;;
    *)
        echo "meson_wrapper.sh: unknown command '$command' (build or test)" >&2
        exit 2
        ;;
esac
