#!/usr/bin/env bash
# A consumer package as an iOS team would set one up: a library of rows (with #Preview blocks)
# and snapshot tests of them against goldens. Times a clean debug build and the test run,
# records goldens once (first run), verifies them (second run), then renders the previews
# with `rowframe previews`. Uses the committed tree.
#   tools/consumer/snapshots.sh [work-dir]      (default: a temporary folder, removed afterwards)
#   PREVIEWS=0 tools/consumer/snapshots.sh …    the same rows without #Preview blocks, no previews step
# The rows' target depends on RowScene alone, #Preview or not (the macro's plugin comes with it).
set -euo pipefail
previews=${PREVIEWS:-1}
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d)}
[ $# -ge 1 ] || trap 'rm -rf "$work"' EXIT
rm -rf "$work/RowFrame" "$work/Rows" && git clone -q "$repo" "$work/RowFrame"
mkdir -p "$work/Rows/Sources/Rows" "$work/Rows/Tests/RowsTests"

cat > "$work/Rows/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Rows",
    products: [.library(name: "Rows", targets: ["Rows"])],
    dependencies: [.package(path: "$work/RowFrame")],
    targets: [
        .target(name: "Rows", dependencies: [.product(name: "RowScene", package: "RowFrame")]),
        .testTarget(name: "RowsTests", dependencies: ["Rows", .product(name: "RowSnapshot", package: "RowFrame"),
                                                      .product(name: "RowScene", package: "RowFrame")]),
    ]
)
SWIFT
cat > "$work/Rows/Sources/Rows/TransactionRow.swift" <<'SWIFT'
import RowScene

public struct TransactionRow: View {
    let merchant: String, category: String, amount: Double
    public init(merchant: String, category: String, amount: Double) {
        self.merchant = merchant; self.category = category; self.amount = amount
    }
    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "cart.fill")
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(Circle().fill(.green))
            VStack(alignment: .leading, spacing: 2) {
                Text(merchant).font(.headline)
                Text(category).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(amount, format: .currency(code: "USD")).font(.body.monospacedDigit())
        }
        .padding(.vertical, 4)
    }
}
SWIFT
[ "$previews" = 1 ] && cat >> "$work/Rows/Sources/Rows/TransactionRow.swift" <<'SWIFT'

#Preview {
    TransactionRow(merchant: "Whole Foods Market", category: "Groceries", amount: -84.12)
        .padding()
}

#Preview("In a list") {
    List {
        TransactionRow(merchant: "Blue Bottle Coffee", category: "Food & Drink", amount: -6.45)
        TransactionRow(merchant: "Salary", category: "Income", amount: 5200)
    }
}
SWIFT
cat > "$work/Rows/Tests/RowsTests/RowSnapshotTests.swift" <<SWIFT
import Foundation
import Testing
import RowScene
import RowSnapshot
import Rows

@MainActor @Suite struct RowSnapshotTests {
    static let renderer = try! SceneRenderer()
    @Test(arguments: [("groceries", -84.12), ("salary", 5200.0), ("refund", 12.5)])
    func transactionRow(_ c: (String, Double)) throws {
        let failures = try ViewSnapshot.verify(TransactionRow(merchant: c.0.capitalized, category: "Category", amount: c.1).padding(),
                                               named: c.0, in: "$work/Rows/Snapshots", renderer: Self.renderer)
        for f in failures { Issue.record(Comment(rawValue: f)) }
    }
}
SWIFT
cd "$work/Rows"
start=$(date +%s.%N); swift build --build-tests > "$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
echo "clean debug build with tests: $(echo "$(date +%s.%N) - $start" | bc) s"
SNAPSHOT_TESTING_RECORD=missing swift test > "$work/record.log" 2>&1 || true
ls "$work/Rows/Snapshots"
start=$(date +%s.%N); swift test > "$work/test.log" 2>&1 || { tail -20 "$work/test.log"; exit 1; }
echo "swift test (build up to date, 3 rows × light/dark verified): $(echo "$(date +%s.%N) - $start" | bc) s"
grep -E "Test run with" "$work/test.log"
[ "$previews" = 1 ] || exit 0
start=$(date +%s.%N)
swift run --package-path "$work/RowFrame" --scratch-path "$work/rowframe-build" rowframe previews --package "$work/Rows" --product Rows --out "$work/previews.png" > "$work/previews.log" 2>&1 || { tail -20 "$work/previews.log"; exit 1; }
echo "rowframe previews (first run, builds its harness): $(echo "$(date +%s.%N) - $start" | bc) s"
tail -1 "$work/previews.log"
start=$(date +%s.%N)
"$work/rowframe-build/debug/rowframe" previews --package "$work/Rows" --product Rows --out "$work/previews.png" > "$work/previews2.log" 2>&1
echo "rowframe previews (again): $(echo "$(date +%s.%N) - $start" | bc) s"
