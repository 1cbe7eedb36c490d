#!/usr/bin/env bash
# Prints the project's version or its repository URL. Each lives in one place, the code that
# `tca-graph --version`, SARIF's driver and the cache's key read:
# Sources/TCAGraphSupport/TCAGraphVersion.swift (`current` and `repositoryURL`). Scripts take them
# from here, and Scripts/release-check.sh fails where a copy elsewhere disagrees.
#
# Usage: bash Scripts/project.sh version|url [ROOT]   (ROOT: the checkout, default this one)
set -euo pipefail
what="${1:?usage: project.sh version|url [ROOT]}"
root="${2:-$(cd "$(dirname "$0")/.." && pwd)}"
source="$root/Sources/TCAGraphSupport/TCAGraphVersion.swift"
[ -f "$source" ] || {
  echo "project.sh: no $source" >&2
  exit 1
}
case "$what" in
  version) name=current ;;
  url) name=repositoryURL ;;
  *)
    echo "project.sh: '$what' is neither 'version' nor 'url'" >&2
    exit 2
    ;;
esac
value="$(sed -n "s/^ *public static let $name = \"\\([^\"]*\\)\"$/\\1/p" "$source")"
[ -n "$value" ] && [ "$(printf '%s\n' "$value" | wc -l)" -eq 1 ] || {
  echo "project.sh: $source declares no single 'public static let $name = \"…\"'" >&2
  exit 1
}
printf '%s\n' "$value"
