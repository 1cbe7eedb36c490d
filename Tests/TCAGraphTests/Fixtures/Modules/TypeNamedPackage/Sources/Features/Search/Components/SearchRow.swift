import SwiftUI

struct SearchRow: View {
  var body: some View { Text("row") }
}
