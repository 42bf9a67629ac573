#!/usr/bin/env bash
# meson's bridge to SwiftPM: meson knows nothing of Swift, so its build and test
# steps call this script, which runs SwiftPM in a folder inside meson's build
# directory.
#
#   meson_wrapper.sh build SOURCE_DIR BUILD_DIR LOCALEDIR PRODUCT OUTPUT
#       release build of PRODUCT, copied to OUTPUT. Executables carry the Swift
#       standard library inside (--static-swift-stdlib), so the installed
#       program does not depend on where the Swift toolchain is.
#   meson_wrapper.sh library SOURCE_DIR BUILD_DIR LOCALEDIR PRODUCT VERSION_SCRIPT OUTPUT
#       release build of the dynamic library PRODUCT (lib<PRODUCT>.so), copied
#       to OUTPUT, whose file name becomes its soname (libbottomsheet-1.so.0).
#       The Swift runtime is linked in (-static-stdlib), so C and Python apps
#       need no Swift toolchain; VERSION_SCRIPT says which symbols it exports.
#   meson_wrapper.sh test SOURCE_DIR BUILD_DIR FILTER
#       runs `swift test --filter FILTER` (tests that need no display).
#
# LOCALEDIR is where meson installs the translations: the library binds its
# gettext domain there (BS_LOCALEDIR, Sources/CBottomSheet/translations.c).
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/scripts/lib/common.sh"
use_swift_toolchain

command="$1"
source_dir="$2"
scratch="$3/swiftpm"

case "$command" in
    build)
        localedir="$4"
        product="$5"
        output="$6"
        flags=(--package-path "$source_dir" --scratch-path "$scratch" -c release --product "$product"
            --static-swift-stdlib -Xcc "-DBS_LOCALEDIR=\"$localedir\"")
        swift build "${flags[@]}"
        cp "$(swift build "${flags[@]}" --show-bin-path)/$product" "$output"
        ;;
    library)
        localedir="$4"
        product="$5"
        version_script="$6"
        output="$7"
        # A scratch folder of its own: SwiftPM recompiles every module when the
        # flags change (-static-stdlib is in each compile command), so sharing
        # the executables' folder would recompile each time meson asks for the
        # other. The soname and the version script are given here rather than
        # in Package.swift so that they reach this library's link and nothing
        # else (executables, test bundles). --disable-local-rpath: an installed
        # system library has no use for an $ORIGIN runpath. Linked with lld (the
        # toolchain's own): gold, Swift's default on Linux, keeps local symbols of
        # the static Swift modules in the dynamic symbol table, where the version
        # script's "local: *" should leave only the C API.
        flags=(--package-path "$source_dir" --scratch-path "$scratch-library" -c release --product "$product"
            -Xswiftc -static-stdlib -Xswiftc -use-ld=lld --disable-local-rpath -Xcc "-DBS_LOCALEDIR=\"$localedir\""
            -Xlinker "-soname=$(basename "$output")" -Xlinker "--version-script=$version_script")
        built="$(swift build "${flags[@]}" --show-bin-path)/lib$product.so"
        # SwiftPM does not know the version script is an input of the link:
        # removing a stale library makes it link again.
        if [[ -e "$built" && "$version_script" -nt "$built" ]]; then
            rm -f "$built"
        fi
        swift build "${flags[@]}"
        # Copied only when it changed: meson asks every time, and a new
        # timestamp would make Bs-1.gir, the typelib and the vapi again.
        cmp -s "$built" "$output" || cp "$built" "$output"
        ;;
    test)
        swift test --package-path "$source_dir" --scratch-path "$scratch" --filter "$4"
        ;;
    *)
        echo "meson_wrapper.sh: unknown command '$command' (build, library or test)" >&2
        exit 2
        ;;
esac
