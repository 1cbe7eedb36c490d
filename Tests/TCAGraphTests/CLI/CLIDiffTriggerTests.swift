import Foundation
import Testing

@testable import tca_graph

/// `tca-graph diff` when a push moves to another arm: Settings pushed its
/// `CurrencyConversionSetup` stack from an arm on the nested `AdvancedSettings`' action.
@Suite struct CLIDiffTriggerTests {
  /// A repository whose committed Settings pushes from its nested child's
  /// `currencyConversionTapped`; each test changes the work tree.
  private func committedPush() throws -> GitFixture {
    let fixture = try GitFixture()
    try fixture.write(DiffFixtureApp.settingsPath, DiffFixtureApp.settingsWithCurrencyStack)
    try fixture.write(DiffFixtureApp.advancedSettingsPath, DiffFixtureApp.advancedSettings)
    try fixture.write(
      DiffFixtureApp.currencyConversionSetupPath, DiffFixtureApp.currencyConversionSetup)
    try fixture.commit("currency stack")
    return fixture
  }

  /// The push moved to the nested child's delegate lane: one row with both arms, the head's
  /// place linked and the base's as text.
  @Test func pushMovedToTheChildsDelegateIsNowTriggeredByIt() throws {
    let fixture = try committedPush()
    let base = try fixture.hash("HEAD")
    try fixture.replace(
      "case currencyConversionTapped",
      with: """
        case currencyConversionTapped
            case delegate(Delegate)

            @CasePathable
            enum Delegate {
              case currencyConversionRequested
            }
        """,
      in: DiffFixtureApp.advancedSettingsPath)
    try fixture.replace(
      "case .advanced(.currencyConversionTapped):",
      with: "case .advanced(.delegate(.currencyConversionRequested)):",
      in: DiffFixtureApp.settingsPath)
    #expect(
      fixture.diff(["--base", "HEAD", "--link-base", "https://example.com/blob/sha"])
        == CommandResult(
          output: """
            ### Architecture diff: `HEAD` (`\(base.prefix(12))`) → work tree

            **Action cases: 1 added · Parent matches: 1 added, 1 removed · Triggers: 1 changed · Fixed findings: 1**

            #### Action cases (1)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | added | `AdvancedSettings` | `delegate.currencyConversionRequested` | delegate | [`Sources/App/AdvancedSettings.swift:14`](https://example.com/blob/sha/Sources/App/AdvancedSettings.swift#L14) |

            #### Parent matches (2)

            | change | feature | route | reaches | where |
            | --- | --- | --- | --- | --- |
            | removed | `Settings` | `advanced.currencyConversionTapped` | flat case of `AdvancedSettings` (private) | `Sources/App/Settings.swift:32` |
            | added | `Settings` | `advanced.delegate.currencyConversionRequested` | `delegate` of `AdvancedSettings` | [`Sources/App/Settings.swift:32`](https://example.com/blob/sha/Sources/App/Settings.swift#L32) |

            #### Triggers (1)

            | change | feature | trigger | where |
            | --- | --- | --- | --- |
            | changed | `Settings` | push of `CurrencyConversionSetup` onto `path` now triggered by `AdvancedSettings`' `advanced.delegate.currencyConversionRequested` (was `AdvancedSettings`' `advanced.currencyConversionTapped`) | [`Sources/App/Settings.swift:32`](https://example.com/blob/sha/Sources/App/Settings.swift#L32) (was `Sources/App/Settings.swift:32`) |

            #### Fixed findings (1)

            | severity | rule | message | where |
            | --- | --- | --- | --- |
            | warning | `parent-matches-child-internals` | Settings matches AdvancedSettings's private action 'currencyConversionTapped'; declare AdvancedSettings.Action.delegate and match it | `Sources/App/Settings.swift:32` |

            """))
    #expect(
      fixture.diff(["--base", "HEAD", "--format", "json"])
        == CommandResult(
          output: """
            {
              "base" : {
                "commit" : "\(base)",
                "ref" : "HEAD"
              },
              "changes" : {
                "actionCases" : [
                  {
                    "change" : "added",
                    "declaration" : "currencyConversionRequested",
                    "feature" : "AdvancedSettings",
                    "lane" : "delegate",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/AdvancedSettings.swift",
                      "line" : 14
                    },
                    "path" : "delegate.currencyConversionRequested"
                  }
                ],
                "channels" : [

                ],
                "children" : [

                ],
                "features" : [

                ],
                "modules" : [

                ],
                "parentMatches" : [
                  {
                    "change" : "removed",
                    "feature" : "Settings",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 32
                    },
                    "match" : "other",
                    "owner" : "AdvancedSettings",
                    "route" : "advanced.currencyConversionTapped"
                  },
                  {
                    "change" : "added",
                    "feature" : "Settings",
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 32
                    },
                    "match" : "delegate",
                    "owner" : "AdvancedSettings",
                    "route" : "advanced.delegate.currencyConversionRequested"
                  }
                ],
                "triggers" : [
                  {
                    "added" : [
                      {
                        "location" : {
                          "column" : 12,
                          "file" : "Sources/App/Settings.swift",
                          "line" : 32
                        },
                        "owner" : "AdvancedSettings",
                        "route" : "advanced.delegate.currencyConversionRequested"
                      }
                    ],
                    "change" : "changed",
                    "channel" : "presentation",
                    "effect" : "push",
                    "feature" : "Settings",
                    "name" : "path",
                    "removed" : [
                      {
                        "location" : {
                          "column" : 12,
                          "file" : "Sources/App/Settings.swift",
                          "line" : 32
                        },
                        "owner" : "AdvancedSettings",
                        "route" : "advanced.currencyConversionTapped"
                      }
                    ],
                    "to" : [
                      "CurrencyConversionSetup"
                    ]
                  }
                ]
              },
              "findings" : {
                "fixed" : [
                  {
                    "location" : {
                      "column" : 12,
                      "file" : "Sources/App/Settings.swift",
                      "line" : 32
                    },
                    "message" : "Settings matches AdvancedSettings's private action 'currencyConversionTapped'; declare AdvancedSettings.Action.delegate and match it",
                    "ruleID" : "parent-matches-child-internals",
                    "severity" : "warning"
                  }
                ],
                "new" : [

                ]
              },
              "head" : {
                "commit" : "\(base)",
                "workTree" : true
              },
              "version" : 1
            }

            """))
  }

  /// The push moved to an arm on Settings' own action: the IR holds no handler for a feature's
  /// own actions (only for its children's, its delegate lane and its alerts), so the row says
  /// the nested arm no longer pushes, and nothing claims a new trigger.
  @Test func pushMovedToAnOwnActionIsNoLongerTriggeredByTheNestedArm() throws {
    let fixture = try committedPush()
    let base = try fixture.hash("HEAD")
    try fixture.replace(
      "case advanced(AdvancedSettings.Action)",
      with: "case advanced(AdvancedSettings.Action)\n    case currencyConversionTapped",
      in: DiffFixtureApp.settingsPath)
    try fixture.replace(
      "case .advanced(.currencyConversionTapped):", with: "case .currencyConversionTapped:",
      in: DiffFixtureApp.settingsPath)
    #expect(
      fixture.diff(["--base", "HEAD"])
        == CommandResult(
          output: """
            ### Architecture diff: `HEAD` (`\(base.prefix(12))`) → work tree

            **Action cases: 1 added · Parent matches: 1 removed · Triggers: 1 changed · Fixed findings: 1**

            #### Action cases (1)

            | change | feature | case | lane | where |
            | --- | --- | --- | --- | --- |
            | added | `Settings` | `currencyConversionTapped` |  | `Sources/App/Settings.swift:13` |

            #### Parent matches (1)

            | change | feature | route | reaches | where |
            | --- | --- | --- | --- | --- |
            | removed | `Settings` | `advanced.currencyConversionTapped` | flat case of `AdvancedSettings` (private) | `Sources/App/Settings.swift:32` |

            #### Triggers (1)

            | change | feature | trigger | where |
            | --- | --- | --- | --- |
            | changed | `Settings` | push of `CurrencyConversionSetup` onto `path` no longer triggered by `AdvancedSettings`' `advanced.currencyConversionTapped` | `Sources/App/Settings.swift:32` |

            #### Fixed findings (1)

            | severity | rule | message | where |
            | --- | --- | --- | --- |
            | warning | `parent-matches-child-internals` | Settings matches AdvancedSettings's private action 'currencyConversionTapped'; declare AdvancedSettings.Action.delegate and match it | `Sources/App/Settings.swift:32` |

            """))
  }
}
