#!/usr/bin/env bash
# Installs whichever Debian packages from scripts/system-packages.txt are missing.
#
# As root (CI, containers) it installs them with apt-get. Otherwise it prints
# the exact command to run and fails, rather than calling sudo itself: a
# script that asks for a password in the middle of a test run is worse than
# one that says what it needs.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_list="$script_dir/system-packages.txt"

# Package names, without comments or blank lines.
mapfile -t wanted < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$package_list")

missing=()
for package in "${wanted[@]}"; do
    # dpkg-query lists removed-but-configured packages too; only "install ok
    # installed" means present.
    status="$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)"
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$package")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "system packages: all ${#wanted[@]} from scripts/system-packages.txt are installed"
    exit 0
fi

echo "system packages missing: ${missing[*]}"
if [[ "$(id -u)" -eq 0 ]]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
else
    echo "install them with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
fi
