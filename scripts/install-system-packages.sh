#!/usr/bin/env bash
# Installs whichever Debian packages of scripts/system-packages.txt are missing, under
# the names this release gives them (its codename from /etc/os-release).
#
#   install-system-packages.sh demo   what building and running the demo needs
#   install-system-packages.sh all    that and what the tests need (the default)
#
# As root (CI, containers) it installs them with apt-get. Otherwise it prints the one
# command to run and fails, rather than calling sudo itself: a script that asks for a
# password in the middle of a test run is worse than one that says what it needs.
set -euo pipefail

# shellcheck source=scripts/lib/packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/packages.sh"

section="${1:-all}"
codename="$(host_codename)"
mapfile -t wanted < <(system_packages "$section" "$codename")
if ((${#wanted[@]} == 0)); then
    echo "install-system-packages.sh: no section '$section' in scripts/system-packages.txt (demo or all)" >&2
    exit 2
fi

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
    echo "system packages ($section, ${codename:-unknown release}): all ${#wanted[@]} are installed"
    exit 0
fi

echo "system packages ($section, ${codename:-unknown release}) missing: ${missing[*]}"
if [[ "$(id -u)" -eq 0 ]]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
else
    echo "install them with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
fi
