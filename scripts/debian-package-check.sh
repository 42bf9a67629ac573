#!/usr/bin/env bash
# The Debian packages, as Debian builds them: run inside the Debian unstable root
# (scripts/debian-root.sh debian-unstable), whose Swift is Debian's own (swiftlang).
# From a copy of the project's tracked files, `dpkg-buildpackage -b` with no network
# (debian/: the library, its development files, its typelib, the demo), then lintian
# with no error. The packages stay in test-output/debian-package, where
# scripts/debian-package-install-check.sh installs them in a bare root.
#
# Prints one line per check and ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh" || exit 1
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

work="$PWD/test-output/debian-package"
rm -rf "$work"
# dpkg-buildpackage writes the packages next to the source folder.
source_copy="$work/bottom-sheet"
packages=(libbottomsheet-1-0 libbottomsheet-1-dev gir1.2-bs-1 bottom-sheet-demo)

copy_tracked_files() {
    mkdir -p "$source_copy" && git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$source_copy"
}
check "the project's tracked files, copied to $source_copy" copy_tracked_files
check "the offline namespace has no network device but the loopback" only_loopback
build() { (cd "$source_copy" && offline dpkg-buildpackage -b -uc -us) >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; return 1; }; }
check "dpkg-buildpackage -b, offline, with $(swift --version 2>&1 | head -n 1)" build
((failed == 0)) || finish

deb_of() { compgen -G "$work/$1_*.deb"; }
for package in "${packages[@]}"; do
    check "built $package" deb_of "$package"
done
ls "$work"/*.deb | sed "s#^$work/#  #"

lintian_has_no_error() {
    local report status=0
    report="$(lintian --fail-on error --display-info "$work"/*.changes 2>&1)" || status=$?
    sed 's/^/  /' <<<"$report"
    return "$status"
}
check "lintian finds no error" lintian_has_no_error

finish
