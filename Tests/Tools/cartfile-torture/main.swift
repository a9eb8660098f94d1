// Writes a cart file over and over through CartFile, for the crash-safety tests:
//   cartfile-torture PATH FIRST COUNT
// Each write adds one line, variant FIRST, FIRST+1, … (quantity 1), until COUNT lines were added
// by this run or the process is killed. The lines of a cart written by one writer are therefore
// always a run of consecutive variants: a gap would be a lost line.
import Foundation
import StoreKitCore

let arguments = CommandLine.arguments
guard arguments.count == 4, let first = Int(arguments[2]), let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: cartfile-torture PATH FIRST COUNT\n".utf8))
    exit(2)
}
let file = CartFile(url: URL(fileURLWithPath: arguments[1]))
for index in first..<(first + count) {
    let line = LocalCart.Line(
        variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(index)"), quantity: 1, productTitle: "Shoe \(index)",
        productHandle: "shoe-\(index)", variantTitle: "Default", price: Money(amount: 1, currencyCode: "USD"))
    do {
        // Appended as is: this exercises the file, not the cart's rules (such as its line limit).
        try file.update { cart in cart.lines.append(line) }
    } catch {
        FileHandle.standardError.write(Data("cartfile-torture: \(error)\n".utf8))
        exit(1)
    }
}
