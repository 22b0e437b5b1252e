// Part of the (example) iOS app outside its Rows folder: the Linux package stubs it.
import Foundation

struct Account: Identifiable {
    let id: UUID
    let name: String
    let balance: Decimal
    let isShared: Bool
}
