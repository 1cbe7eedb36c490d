#!/usr/bin/env bash
# Installs what tca-graph needs beyond the Swift toolchain: libgraphviz (headers and pkg-config
# file) for the in-process renderer, and the `dot` binary that tests use as a cross-check.
# Does nothing when they are already there.
set -euo pipefail

have_graphviz() {
  pkg-config --exists libgvc 2>/dev/null && command -v dot >/dev/null 2>&1
}

if have_graphviz; then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "setup: installing libgraphviz-dev, graphviz and pkg-config with apt-get" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libgraphviz-dev graphviz pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
  echo "setup: installing graphviz with Homebrew" >&2
  brew install graphviz pkg-config
else
  echo "setup: install graphviz's development files (libgvc, cgraph) and pkg-config, then rerun" >&2
  exit 1
fi

have_graphviz || { echo "setup: graphviz is still not visible to pkg-config" >&2; exit 1; }
