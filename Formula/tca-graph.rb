# Homebrew formula: builds tca-graph from the source archive of a release, or `--HEAD` from main.
# `url` and `sha256` are written by Scripts/release.sh: the archive (a release asset) is the
# tagged tree without this Formula folder, so its checksum can live here.
#
#   brew tap tca-graph/tca-graph https://github.com/tca-graph/tca-graph.git
#   brew install tca-graph/tca-graph/tca-graph           # the release
#   brew install --HEAD tca-graph/tca-graph/tca-graph    # main
class TcaGraph < Formula
  desc "Diagrams and coupling review for apps built with The Composable Architecture"
  homepage "https://github.com/tca-graph/tca-graph"
  url "https://github.com/tca-graph/tca-graph/releases/download/0.1.0/tca-graph-0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/tca-graph/tca-graph.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["26.0", :build] # Swift 6.2: tools version 6.2
  depends_on "graphviz"
  depends_on macos: :ventura

  conflicts_with "tornikegomareli/tca-graph/tca-graph",
    because: "both install a `tca-graph` binary (that one: serve, analyze, check)"

  def install
    # SwiftSyntax from the swift-syntax package (parses about ten times faster; linked
    # statically) whenever it resolves, else from the toolchain (Xcode's has none, so there the
    # package is the only route): the same choice as Scripts/install.sh.
    route = Utils.safe_popen_read("bash", "Scripts/syntax-route.sh", buildpath/".build",
                                  "--disable-sandbox").strip
    ohai "tca-graph: SwiftSyntax from the #{route}"
    ENV["TCA_GRAPH_SWIFT_SYNTAX"] = route
    args = ["--disable-sandbox", "-c", "release", "--product", "tca-graph"]
    args << "--static-swift-stdlib" if OS.linux? && route == "package"
    system "swift", "build", *args
    bin.install ".build/release/tca-graph"
    # `tca-graph --generate-completion-script bash|zsh|fish`, into Homebrew's completion folders.
    generate_completions_from_executable(bin/"tca-graph", "--generate-completion-script")
  end

  test do
    (testpath/"Sources/App/AppFeature.swift").write <<~SWIFT
      @Reducer
      struct AppFeature {
        struct State { var child = Child.State() }
        enum Action { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { Child() }
          Reduce { state, action in
            switch action {
            case .child(.view(.tapped)): return .none
            case .child: return .none
            }
          }
        }
      }

      @Reducer
      struct Child {
        struct State {}
        enum Action {
          case view(View)
          @CasePathable enum View { case tapped }
        }
      }
    SWIFT
    assert_path_exists bash_completion/"tca-graph"
    assert_path_exists zsh_completion/"_tca-graph"
    assert_path_exists fish_completion/"tca-graph.fish"
    output = shell_output("#{bin}/tca-graph lint Sources")
    assert_match "[parent-matches-child-internals]", output
  end
end
