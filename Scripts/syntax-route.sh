#!/usr/bin/env bash
# Prints the route SwiftSyntax takes into a build (Package.swift's TCA_GRAPH_SWIFT_SYNTAX):
# `package` when the swift-syntax package resolves (network, or a mirror set with
# `swift package config set-mirror`), else `toolchain`. TCA_GRAPH_SWIFT_SYNTAX set in the
# environment decides instead. When the package cannot be fetched, standard error says so in
# words (the toolchain's parser, about ten times slower, and how a mirror gives the faster
# route), then the last lines SwiftPM printed.
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
  cat >&2 <<MESSAGE
tca-graph: the swift-syntax package could not be fetched (no network, and no SwiftPM mirror of
  it), so the toolchain's own SwiftSyntax parser is used instead: the same results, parsed about
  ten times slower. For the faster route offline, point SwiftPM at a local clone of swift-syntax,
  then run this again:
    swift package --package-path "$root" config set-mirror \\
      --original https://github.com/swiftlang/swift-syntax.git --mirror /path/to/swift-syntax
  (docs/requirements-and-layout.md). What SwiftPM said:
MESSAGE
  printf '%s\n' "$log" | tail -n 3 | sed 's/^/    /' >&2
  echo toolchain
fi
