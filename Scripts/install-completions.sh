#!/usr/bin/env bash
# Installs tca-graph's shell completions under PREFIX/share, where each shell looks for them
# (the same places as Homebrew's generate_completions_from_executable):
#   PREFIX/share/bash-completion/completions/tca-graph
#   PREFIX/share/zsh/site-functions/_tca-graph
#   PREFIX/share/fish/vendor_completions.d/tca-graph.fish
# Each script is what `tca-graph --generate-completion-script SHELL` prints, written to a file
# `mktemp` makes beside its place (never a fixed name, which could be a planted link) and renamed
# over it; a link at the place itself is replaced, not written through.
#
# Usage: bash Scripts/install-completions.sh TCA_GRAPH_BINARY PREFIX
set -euo pipefail
binary="$1"
prefix="$2"
temporary=""
trap '[ -z "$temporary" ] || rm -f "$temporary"' EXIT
install_completion() {
  local shell="$1" destination="$2" folder
  folder="$(dirname "$destination")"
  mkdir -p "$folder"
  if [ -d "$destination" ] && [ ! -L "$destination" ]; then
    echo "error: '$destination' is a folder; remove it, then install again" >&2
    exit 1
  fi
  temporary="$(mktemp "$folder/.$(basename "$destination").XXXXXX")"
  "$binary" --generate-completion-script "$shell" > "$temporary"
  chmod 644 "$temporary"
  # mv onto a link to a folder would move the file into that folder: remove the link first.
  if [ -L "$destination" ]; then rm -f "$destination"; fi
  mv -f "$temporary" "$destination"
  temporary=""
}
install_completion bash "$prefix/share/bash-completion/completions/tca-graph"
install_completion zsh "$prefix/share/zsh/site-functions/_tca-graph"
install_completion fish "$prefix/share/fish/vendor_completions.d/tca-graph.fish"
