#!/usr/bin/env bash
# Installs tca-graph's shell completions under PREFIX/share, where each shell looks for them
# (the same places as Homebrew's generate_completions_from_executable):
#   PREFIX/share/bash-completion/completions/tca-graph
#   PREFIX/share/zsh/site-functions/_tca-graph
#   PREFIX/share/fish/vendor_completions.d/tca-graph.fish
# Each script is what `tca-graph --generate-completion-script SHELL` prints.
#
# Usage: bash Scripts/install-completions.sh TCA_GRAPH_BINARY PREFIX
set -euo pipefail
binary="$1"
prefix="$2"
install_completion() {
  local shell="$1" destination="$2"
  mkdir -p "$(dirname "$destination")"
  "$binary" --generate-completion-script "$shell" > "$destination.tmp"
  mv "$destination.tmp" "$destination"
}
install_completion bash "$prefix/share/bash-completion/completions/tca-graph"
install_completion zsh "$prefix/share/zsh/site-functions/_tca-graph"
install_completion fish "$prefix/share/fish/vendor_completions.d/tca-graph.fish"
