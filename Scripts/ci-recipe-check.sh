#!/usr/bin/env bash
# Runs README's GitHub Actions recipe ("CI recipes") step by step, in the workflow's order, on a
# repository it builds: Examples/CoupledApp committed on `main`, then a pull-request branch that
# adds a feature matching its child's view action. The checkout is a full clone, as
# `fetch-depth: 0` makes it. Each step's exit code and output are checked; then the pre-commit
# hook's command, and a shallow clone's diff, which must fail with the message to fetch history.
#
# Usage: bash Scripts/ci-recipe-check.sh [path/to/tca-graph]   (default: builds the debug binary)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${1:-}"
if [ -z "$tool" ]; then
  swift build --package-path "$root" --product tca-graph >&2
  tool="$root/.build/debug/tca-graph"
fi
tool="$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool")"
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
# Runs a step, keeping its exit code in $status without stopping the script.
step() {
  echo "ci-recipe-check: $*" >&2
  set +e
  "$@"
  status=$?
  set -e
}

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

# Lint (annotations).
step "$tool" lint Sources --reporter github-actions-logging
[ "$status" -eq 0 ] || fail "lint --reporter github-actions-logging exited $status, expected 0"
annotations="$("$tool" lint Sources --reporter github-actions-logging 2>/dev/null | grep -c '^::warning file=')"
[ "$annotations" -gt 10 ] || fail "expected more than 10 warning annotations, got $annotations"
echo "ci-recipe-check: $annotations warning annotations; GitHub shows the first 10 of a step" >&2

# Lint (SARIF), then its upload.
step sh -c "\"$tool\" lint Sources --reporter sarif --output tca-graph.sarif --quiet || [ \$? -eq 1 ]"
[ "$status" -eq 0 ] || fail "the SARIF step exited $status"
grep -q '"2.1.0"' tca-graph.sarif || fail "tca-graph.sarif is not SARIF 2.1.0"

# Architecture diff.
head_sha="$(git rev-parse HEAD)"
step "$tool" diff Sources --base "$(git merge-base origin/main HEAD)" \
  --link-base "https://github.com/owner/app/blob/$head_sha" \
  --output architecture-diff.md --fail-on new-findings
[ "$status" -eq 1 ] || fail "diff --fail-on new-findings exited $status, expected 1 (a new finding)"
grep -q '^#### New findings (1)$' architecture-diff.md || fail "the diff lists no new finding"
grep -q "Ajustes matches Tema's view action 'oscuroPulsado'" architecture-diff.md \
  || fail "the new finding is not Ajustes's match"
grep -q "(https://github.com/owner/app/blob/$head_sha/Sources/CoupledApp/Ajustes.swift#L18)" \
  architecture-diff.md || fail "the new finding is not linked to its line"

# Post the diff: the comment body GitHub would take.
size="$(wc -c <architecture-diff.md)"
[ "$size" -le 65536 ] || fail "the comment is $size bytes, over GitHub's limit"
echo "ci-recipe-check: a $size-byte comment to post" >&2

# The pre-commit hook: a clean tree passes; a new private match is refused.
step sh -c "\"$tool\" diff Sources --base HEAD --fail-on new-findings --quiet >&2"
[ "$status" -eq 0 ] || fail "the pre-commit hook refused a clean tree ($status)"
perl -0pi -e 's/      case \.tema:/      case .tema(.view(.claroPulsado)):\n        return .none\n      case .tema:/' \
  Sources/CoupledApp/Ajustes.swift
grep -q 'claroPulsado)):' Sources/CoupledApp/Ajustes.swift || fail "could not edit Ajustes.swift"
step sh -c "\"$tool\" diff Sources --base HEAD --fail-on new-findings --quiet >&2"
[ "$status" -eq 1 ] || fail "the pre-commit hook let a new finding through ($status)"

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

echo "ci-recipe-check: every step did what README says" >&2
