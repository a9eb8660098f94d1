import Foundation
import StoreKitCore

extension DemoCatalog {
    /// Money off the demo store offers: discount codes and gift cards.
    public struct Offers: Sendable {
        /// An order discount code (it applies to the whole subtotal, like Shopify's "amount off order").
        public struct DiscountRule: Sendable, Equatable {
            public enum Value: Sendable, Equatable {
                /// Percent off, e.g. 10 for 10 %.
                case percentage(Decimal)
                case amount(Decimal)
            }
            /// What a code takes money off: the order (its lines), or its shipping.
            public enum Target: String, Sendable, Equatable {
                case order, shipping
            }
            public var code: String
            public var value: Value
            /// The subtotal the order must reach for the code to apply, when it has one.
            public var minimumSubtotal: Decimal?
            public var target: Target = .order
        }

        public struct GiftCard: Sendable, Equatable {
            /// Its ID as the cart's `appliedGiftCards` name it.
            public var id: String
            /// As Shopify compares codes: upper case, without spaces and dashes.
            public var code: String
            public var balance: Decimal
        }

        public var discountCodes: [DiscountRule]
        public var giftCards: [GiftCard]

        public init(discountCodes: [DiscountRule] = [], giftCards: [GiftCard] = []) {
            self.discountCodes = discountCodes
            self.giftCards = giftCards
        }

        /// The code's rule (codes are case-insensitive on Shopify).
        func discount(_ code: String) -> DiscountRule? {
            discountCodes.first { $0.code.lowercased() == code.trimmingCharacters(in: .whitespaces).lowercased() }
        }

        /// Checks the offers of a catalog file, recording every problem with its JSON path.
        init(file: CatalogFile, currency: String, check: inout CatalogCheck) {
            discountCodes = []
            giftCards = []
            for (index, entry) in (file.discountCodes ?? []).enumerated() {
                let path = "discountCodes[\(index)]"
                guard let rule = Self.rule(entry, currency: currency, path: path, check: &check) else { continue }
                guard !discountCodes.contains(where: { $0.code.lowercased() == rule.code.lowercased() }) else {
                    check.add("\(path).code", "\"\(entry.code)\" is used by another discount code")
                    continue
                }
                discountCodes.append(rule)
            }
            var ids = IDs(inFileOrder: file.numbersIDsInFileOrder)
            for (index, entry) in (file.giftCards ?? []).enumerated() {
                let path = "giftCards[\(index)]"
                let code = DemoGiftCardCode.normalized(entry.code)
                guard code.count >= 8, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    check.add("\(path).code", "must be at least 8 letters and digits (spaces and dashes aside)")
                    continue
                }
                guard let balance = DemoCatalog.amount(entry.balance, currency: currency, path: "\(path).balance", check: &check) else { continue }
                guard !giftCards.contains(where: { $0.code == code }) else {
                    check.add("\(path).code", "the code is used by another gift card")
                    continue
                }
                let id = ids.make("AppliedGiftCard", key: [code], path: path, check: &check)
                giftCards.append(GiftCard(id: id, code: code, balance: balance.amount))
            }
        }

        private static func rule(_ entry: CatalogFile.DiscountCode, currency: String, path: String, check: inout CatalogCheck) -> DiscountRule? {
            let code = entry.code.trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty, code.count <= 255 else {
                check.add("\(path).code", "must be 1 to 255 characters")
                return nil
            }
            var valid = true
            func amount(_ text: String?, _ field: String, money: Bool) -> Decimal? {
                guard let text else { return nil }
                guard let value = DemoMoney.parseDecimal(text), value > 0 else {
                    check.add("\(path).\(field)", "\"\(text)\" is not a positive amount like \"5.00\"")
                    valid = false
                    return nil
                }
                if money, DemoCatalog.amount(text, currency: currency, path: "\(path).\(field)", check: &check) == nil { valid = false }
                return value
            }
            let percentage = amount(entry.percentage, "percentage", money: false)
            let fixed = amount(entry.amount, "amount", money: true)
            let minimum = amount(entry.minimumSubtotal, "minimumSubtotal", money: true)
            let value: DiscountRule.Value
            switch (entry.percentage, entry.amount) {
            case (.some, nil):
                guard let percentage else { return nil }
                guard percentage <= 100 else {
                    check.add("\(path).percentage", "must be at most 100")
                    return nil
                }
                value = .percentage(percentage)
            case (nil, .some):
                guard let fixed else { return nil }
                value = .amount(fixed)
            default:
                check.add(path, "give exactly one of \"percentage\" and \"amount\"")
                return nil
            }
            guard let target = DiscountRule.Target(rawValue: entry.appliesTo ?? "order") else {
                check.add("\(path).appliesTo", "\"\(entry.appliesTo ?? "")\" is not \"order\" or \"shipping\" (lower case)")
                return nil
            }
            return valid ? DiscountRule(code: code, value: value, minimumSubtotal: minimum, target: target) : nil
        }
    }
}
