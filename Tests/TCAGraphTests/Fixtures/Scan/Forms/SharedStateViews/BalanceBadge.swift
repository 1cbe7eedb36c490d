import ComposableArchitecture
import SwiftUI

struct BalanceBadge: View {
  @Shared(.hideBalances) var isHidden

  var body: some View {
    Button(isHidden ? "Show" : "Hide") {
      $isHidden.withLock { $0.toggle() }
    }
  }
}
