#!/usr/bin/env bash
# Builds tca-graph on both SwiftSyntax routes (Package.swift's TCA_GRAPH_SWIFT_SYNTAX) and checks
# that `tca-graph dump` gives byte-identical output, standard error and exit status on each
# fixture app of the tests, on the bundled examples and on every APP folder named, then prints
# each side's time for the APPs. The package route needs the swift-syntax package to resolve
# (network or a SwiftPM mirror). Fails when any dump differs.
#
# Usage: bash Scripts/compare-syntax-routes.sh [APP...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# The toolchain route in the plain release folder; the package route shares Scripts/install.sh's
# folder and flags, so one swift-syntax build serves both.
toolchain_build=(-c release)
TCA_GRAPH_SWIFT_SYNTAX=toolchain swift build "${toolchain_build[@]}" --product tca-graph
toolchain_binary="$(TCA_GRAPH_SWIFT_SYNTAX=toolchain swift build "${toolchain_build[@]}" --show-bin-path)/tca-graph"
package_build=(-c release --scratch-path "$root/.build/install-package")
[ "$(uname -s)" = Linux ] && package_build+=(--static-swift-stdlib)
TCA_GRAPH_SWIFT_SYNTAX=package swift build "${package_build[@]}" --product tca-graph
package_binary="$(TCA_GRAPH_SWIFT_SYNTAX=package swift build "${package_build[@]}" --show-bin-path)/tca-graph"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
inputs=(Examples/*/ Tests/TCAGraphTests/Fixtures/Scan/*/*)
apps=("$@")
differing=0
# dump INPUT ROUTE BINARY: the dump of INPUT into $work/ROUTE.{out,err,status}, timed.
dump() {
  local started ended
  started="$(date +%s%N)"
  set +e
  "$3" dump "$1" --no-cache >"$work/$2.out" 2>"$work/$2.err"
  echo "$?" >"$work/$2.status"
  set -e
  ended="$(date +%s%N)"
  echo $(((ended - started) / 1000000))
}
for input in "${inputs[@]}" "${apps[@]}"; do
  toolchain_ms="$(dump "$input" toolchain "$toolchain_binary")"
  package_ms="$(dump "$input" package "$package_binary")"
  same=1
  for part in out err status; do
    if ! cmp -s "$work/toolchain.$part" "$work/package.$part"; then
      echo "differs: $input ($part)"
      diff "$work/toolchain.$part" "$work/package.$part" | head -n 10
      same=0
    fi
  done
  [ "$same" = 1 ] || differing=$((differing + 1))
  case " ${apps[*]-} " in
    *" $input "*)
      echo "$input: $(wc -c <"$work/package.out") bytes of dump; toolchain route ${toolchain_ms} ms, package route ${package_ms} ms"
      ;;
  esac
done
total=$((${#inputs[@]} + ${#apps[@]}))
if [ "$differing" -gt 0 ]; then
  echo "$differing of $total dumps differ between the routes"
  exit 1
fi
echo "all $total dumps byte-identical on both routes (${#inputs[@]} fixtures and examples, ${#apps[@]} apps)"
