#!/usr/bin/env bash
# Runs the CI recipes of docs/ci-recipes.md as the page writes them, on a repository it builds:
# Examples/CoupledApp committed on `main`, then a pull-request branch that adds a feature matching
# its child's view action. The checkout is a full clone, as `fetch-depth: 0` makes it. The
# GitHub Actions workflow's steps run in their order, each `run:` read from the page with the
# workflow's `${{ … }}` values filled in: `curl` answers for the release's archive with one made
# from the tool under test, `brew` does nothing and `gh` records the comment it is asked to post.
# Each step's exit code and output are checked; then the pre-commit hook as the page writes it,
# the pre-commit framework's hook (.pre-commit-hooks.yaml), and a shallow clone's diff, which
# must fail with the message to fetch history.
#
# Usage: bash Scripts/ci-recipe-check.sh [path/to/tca-graph]   (default: builds the debug binary)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
page="$root/docs/ci-recipes.md"
tool="${1:-}"
if [ -z "$tool" ]; then
  swift build --package-path "$root" --product tca-graph >&2
  tool="$root/.build/debug/tca-graph"
fi
tool="$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")"
version="$(bash "$root/Scripts/project.sh" version)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" # the scans' cache stays in the scratch folder

fail() {
  echo "ci-recipe-check: $*" >&2
  exit 1
}
commit() {
  git -C "$1" add -A
  git -C "$1" -c user.name=ci -c user.email=ci@example.com -c commit.gpgsign=false \
    commit -q -m "$2"
}

# The `run:` of the workflow step named NAME, in the page's first yaml block: a one-line `run:`,
# or the lines of a `run: |` block without their indentation.
step_script() {
  awk -v name="$1" '
    /^```yaml$/ && !seen { inside = 1; seen = 1; next }
    inside && /^```$/ { exit }
    !inside { next }
    !found && $0 ~ /^ *- name: / {
      line = $0; sub(/^ *- name: /, "", line)
      if (line == name) { found = 1; step = index($0, "-") }
      next
    }
    !found { next }
    block {
      if ($0 !~ /[^ ]/) { print ""; next }
      match($0, /^ */)
      if (RLENGTH < indent) exit
      print substr($0, indent + 1); next
    }
    /^ *- / && index($0, "-") <= step { exit }
    /^ *run: \|$/ { block = 1; indent = index($0, "r") + 1; next }
    /^ *run: / { sub(/^ *run: /, ""); print; exit }
  ' "$page"
}
# The workflow's expressions, as GitHub fills them in for the pull request below.
expand() {
  sed -e "s|\${{ github.base_ref }}|main|g" \
    -e "s|\${{ github.server_url }}|https://github.com|g" \
    -e "s|\${{ github.repository }}|owner/app|g" \
    -e "s|\${{ github.event.pull_request.head.sha }}|$head_sha|g" \
    -e "s|\${{ github.event.pull_request.number }}|7|g"
}
# Runs the step NAME as GitHub runs a `run:` (bash -e), keeping its exit code in $status; what it
# adds to $GITHUB_PATH is on PATH for the steps after it.
step() {
  local script
  script="$(step_script "$1")"
  [ -n "$script" ] || fail "docs/ci-recipes.md has no step '$1' with a run:"
  echo "ci-recipe-check: step '$1'" >&2
  set +e
  bash -e -c "$(expand <<<"$script")"
  status=$?
  set -e
  while IFS= read -r folder; do PATH="$folder:$PATH"; done <"$GITHUB_PATH"
}
# Runs a shell command, keeping its exit code in $status.
run() {
  echo "ci-recipe-check: $*" >&2
  set +e
  "$@"
  status=$?
  set -e
}

# The runner: its home, temporary folder and files, and the commands that reach outside.
export HOME="$work/home" RUNNER_TEMP="$work/runner-temp"
export GITHUB_PATH="$work/github-path" GITHUB_STEP_SUMMARY="$work/step-summary"
mkdir -p "$HOME" "$RUNNER_TEMP" "$work/bin"
: >"$GITHUB_PATH"
: >"$GITHUB_STEP_SUMMARY"
# The release's archive, laid out as Scripts/install.sh installs, holding the tool under test.
mkdir -p "$work/archive/bin" "$work/archive/lib/tca-graph"
cp "$tool" "$work/archive/lib/tca-graph/tca-graph"
ln -s ../lib/tca-graph/tca-graph "$work/archive/bin/tca-graph"
tar -czf "$work/release.tar.gz" -C "$work/archive" bin lib
release_url="$(bash "$root/Scripts/project.sh" url)/releases/download/$version/"
cat >"$work/bin/curl" <<EOF
#!/usr/bin/env bash
for argument in "\$@"; do
  case "\$argument" in
    $release_url*) exec cat "$work/release.tar.gz" ;;
  esac
done
echo "curl: this check reaches no network: \$*" >&2
exit 22
EOF
cat >"$work/bin/brew" <<EOF
#!/usr/bin/env bash
echo "brew \$*" >>"$work/brew-calls"
EOF
cat >"$work/bin/gh" <<EOF
#!/usr/bin/env bash
echo "gh \$*" >>"$work/gh-calls"
while [ \$# -gt 0 ]; do
  [ "\$1" = --body-file ] && cp "\$2" "$work/comment.md"
  shift
done
EOF
chmod +x "$work/bin/curl" "$work/bin/brew" "$work/bin/gh"
PATH="$work/bin:$PATH"

# The repository on GitHub: main, and the pull request's branch.
origin="$work/origin"
mkdir -p "$origin/Sources"
cp -R "$root/Examples/CoupledApp" "$origin/Sources/CoupledApp"
git -C "$origin" init -q -b main
commit "$origin" "CoupledApp"
git -C "$origin" checkout -q -b settings
cat >"$origin/Sources/CoupledApp/Ajustes.swift" <<'EOF'
import ComposableArchitecture

@Reducer
struct Ajustes {
  @ObservableState
  struct State {
    var tema = Tema.State()
  }

  enum Action {
    case tema(Tema.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.tema, action: \.tema) { Tema() }
    Reduce { state, action in
      switch action {
      case .tema(.view(.oscuroPulsado)):
        return .none
      case .tema:
        return .none
      }
    }
  }
}

@Reducer
struct Tema {
  @ObservableState
  struct State {}

  enum Action {
    case view(View)
    case delegate(Delegate)

    @CasePathable
    enum View {
      case oscuroPulsado
      case claroPulsado
    }

    @CasePathable
    enum Delegate {
      case temaElegido
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view:
        return .send(.delegate(.temaElegido))
      case .delegate:
        return .none
      }
    }
  }
}
EOF
commit "$origin" "Ajustes"

# actions/checkout with fetch-depth: 0, at the pull request's head.
checkout="$work/checkout"
git clone -q "file://$origin" "$checkout"
git -C "$checkout" checkout -q settings
cd "$checkout"
head_sha="$(git rev-parse HEAD)"

grep -q 'Xcode_26' <<<"$(step_script "Select Xcode 26")" \
  || fail "the workflow does not select Xcode 26"

step "Install tca-graph"
[ "$status" -eq 0 ] || fail "the install step exited $status"
[ "$(command -v tca-graph)" = "$HOME/.local/bin/tca-graph" ] \
  || fail "the install step did not put \$HOME/.local/bin/tca-graph on PATH"
[ "$(tca-graph --version)" = "$("$tool" --version)" ] || fail "the installed tca-graph does not run"

step "Lint (annotations)"
[ "$status" -eq 0 ] || fail "lint --reporter github-actions-logging exited $status, expected 0"
annotations="$(bash -e -c "$(step_script "Lint (annotations)")" 2>/dev/null | grep -c '^::warning file=')"
[ "$annotations" -gt 10 ] || fail "expected more than 10 warning annotations, got $annotations"
echo "ci-recipe-check: $annotations warning annotations; GitHub shows the first 10 of a step" >&2

step "Lint (SARIF)"
[ "$status" -eq 0 ] || fail "the SARIF step exited $status"
grep -q '"2.1.0"' tca-graph.sarif || fail "tca-graph.sarif is not SARIF 2.1.0"

step "Architecture diff"
[ "$status" -eq 1 ] || fail "diff --fail-on new-findings exited $status, expected 1 (a new finding)"
grep -q '^#### New findings (1)$' architecture-diff.md || fail "the diff lists no new finding"
grep -q "Ajustes matches Tema's view action 'oscuroPulsado'" architecture-diff.md \
  || fail "the new finding is not Ajustes's match"
grep -q "(https://github.com/owner/app/blob/$head_sha/Sources/CoupledApp/Ajustes.swift#L18)" \
  architecture-diff.md || fail "the new finding is not linked to its line"

step "Summarise the diff"
[ "$status" -eq 0 ] || fail "the summary step exited $status"
cmp -s architecture-diff.md "$GITHUB_STEP_SUMMARY" || fail "the job summary is not the diff"
[ "$(cat pull-request-number)" = 7 ] || fail "the artifact does not name the pull request"

# Post the diff: the comment body GitHub would take.
step "Post the diff"
[ "$status" -eq 0 ] || fail "the post step exited $status"
grep -q '^gh pr comment 7 --body-file architecture-diff.md --edit-last$' "$work/gh-calls" \
  || fail "the post step did not ask gh to comment on pull request 7"
cmp -s architecture-diff.md "$work/comment.md" || fail "the comment is not the diff"
size="$(wc -c <"$work/comment.md")"
[ "$size" -le 65536 ] || fail "the comment is $size bytes, over GitHub's limit"
echo "ci-recipe-check: a $size-byte comment to post" >&2
grep -q "head.repo.full_name == github.repository" "$page" \
  || fail "the post step is not skipped for a fork's pull request"

# The pre-commit hook, as the page writes it: a clean tree passes; a new private match is refused.
hook="$work/pre-commit"
awk '/^## pre-commit hook$/ { section = 1 } section && /^```sh$/ { inside = 1; next }
  inside && /^```$/ { exit } inside { print }' "$page" >"$hook"
grep -q '^tca-graph diff ' "$hook" || fail "docs/ci-recipes.md has no pre-commit hook"
run sh "$hook"
[ "$status" -eq 0 ] || fail "the pre-commit hook refused a clean tree ($status)"
perl -0pi -e 's/      case \.tema:/      case .tema(.view(.claroPulsado)):\n        return .none\n      case .tema:/' \
  Sources/CoupledApp/Ajustes.swift
grep -q 'claroPulsado)):' Sources/CoupledApp/Ajustes.swift || fail "could not edit Ajustes.swift"
run sh "$hook"
[ "$status" -eq 1 ] || fail "the pre-commit hook let a new finding through ($status)"

# The pre-commit framework's hooks: each entry with its default args, as `pre-commit run` runs it.
hooks="$root/.pre-commit-hooks.yaml"
entry() { # ID: the hook's entry and args as one command line
  awk -v id="$1" '$0 == "- id: " id { found = 1; next } found && /^- id: / { exit }
    found && /^  entry: / { sub(/^  entry: /, ""); entry = $0 }
    found && /^  args: \[/ { args = $0; sub(/^  args: \[/, "", args); sub(/\]$/, "", args) }
    END { print entry " " args }' "$hooks"
}
run sh -c "$(entry tca-graph-diff) >/dev/null"
[ "$status" -eq 1 ] || fail "the tca-graph-diff hook let the new finding through ($status)"
if tca-graph lint --help | grep -q -- '--allow-zero-features'; then
  run sh -c "$(entry tca-graph-lint) >/dev/null"
  [ "$status" -eq 0 ] || fail "the tca-graph-lint hook failed on warnings ($status)"
  mkdir -p "$work/no-features"
  run sh -c "cd '$work/no-features' && $(entry tca-graph-lint)"
  [ "$status" -eq 0 ] || fail "the tca-graph-lint hook failed in a repository with no feature"
else
  echo "ci-recipe-check: this tca-graph has no --allow-zero-features; the tca-graph-lint hook is not run" >&2
fi

# A shallow clone (actions/checkout's default depth) does not hold the base.
git clone -q --depth 1 --branch settings "file://$origin" "$work/shallow"
cd "$work/shallow"
set +e
message="$("$tool" diff Sources --base HEAD~1 2>&1 >/dev/null)"
status=$?
set -e
[ "$status" -eq 2 ] || fail "a shallow clone's diff exited $status, expected 2"
case "$message" in
  *"is not in this shallow clone"*"fetch-depth: 0"*) ;;
  *) fail "unexpected message for a shallow clone: $message" ;;
esac

echo "ci-recipe-check: every step did what docs/ci-recipes.md says" >&2
