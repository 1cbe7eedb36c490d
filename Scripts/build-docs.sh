#!/usr/bin/env bash
# Builds the TreeIntrospect DocC catalog with the toolchain's `docc`, from the module's symbol
# graph, and fails on any warning (a missing picture, a broken symbol or article link).
# Usage: bash Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs/TreeIntrospect.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs/TreeIntrospect.doccarchive}
toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=$(command -v docc || echo "$toolchain_bin/docc")
extract=$(command -v swift-symbolgraph-extract || echo "$toolchain_bin/swift-symbolgraph-extract")
symbols=$(mktemp -d)
trap 'rm -rf "$symbols"' EXIT

swift build --target TreeIntrospect >/dev/null
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
"$extract" -module-name TreeIntrospect -I "$modules" -target "$triple" \
  -minimum-access-level public -output-dir "$symbols"

rm -rf "$output"
mkdir -p "$(dirname "$output")"
"$docc" convert Sources/TreeIntrospect/TreeIntrospect.docc \
  --additional-symbol-graph-dir "$symbols" --output-path "$output" \
  --fallback-display-name TreeIntrospect --fallback-bundle-identifier tca-graph.TreeIntrospect \
  --warnings-as-errors
echo "built $output"
