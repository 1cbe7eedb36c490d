#!/usr/bin/env bash
# Prints the route SwiftSyntax takes into a build (Package.swift's TCA_GRAPH_SWIFT_SYNTAX):
# `package` when the swift-syntax package resolves (network, or a mirror set with
# `swift package config set-mirror`), else `toolchain`. TCA_GRAPH_SWIFT_SYNTAX set in the
# environment decides instead. Why the package did not resolve goes to standard error.
#
# Usage: bash Scripts/syntax-route.sh SCRATCH-PATH [swift package options...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:?usage: syntax-route.sh SCRATCH-PATH [swift package options...]}"
shift

case "${TCA_GRAPH_SWIFT_SYNTAX:-}" in
  package | toolchain)
    echo "$TCA_GRAPH_SWIFT_SYNTAX"
    exit 0
    ;;
esac
if log="$(cd "$root" && TCA_GRAPH_SWIFT_SYNTAX=package \
  swift package "$@" --scratch-path "$scratch" resolve 2>&1)"; then
  echo package
else
  echo "tca-graph: the swift-syntax package does not resolve, so the toolchain's SwiftSyntax is used:" >&2
  printf '%s\n' "$log" | tail -n 3 >&2
  echo toolchain
fi
