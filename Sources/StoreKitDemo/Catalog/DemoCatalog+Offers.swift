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
            public var code: String
            public var value: Value
            /// The subtotal the order must reach for the code to apply, when it has one.
            public var minimumSubtotal: Decimal?
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

        /// Checks the offers of a catalog file, naming the JSON path of anything malformed.
        init(file: CatalogFile, currency: String) throws(CatalogError) {
            discountCodes = []
            giftCards = []
            for (index, entry) in (file.discountCodes ?? []).enumerated() {
                let path = "discountCodes[\(index)]"
                discountCodes.append(try Self.rule(entry, path: path))
                guard discountCodes.filter({ $0.code.lowercased() == entry.code.lowercased() }).count == 1 else {
                    throw CatalogError(path: "\(path).code", reason: "\"\(entry.code)\" is used by another discount code")
                }
            }
            for (index, entry) in (file.giftCards ?? []).enumerated() {
                let path = "giftCards[\(index)]"
                let code = GiftCardCode.normalized(entry.code)
                guard code.count >= 8, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw CatalogError(path: "\(path).code", reason: "must be at least 8 letters and digits (spaces and dashes aside)")
                }
                guard let balance = Money.parseDecimal(entry.balance), balance >= 0 else {
                    throw CatalogError(path: "\(path).balance", reason: "\"\(entry.balance)\" is not an amount like \"25.00\"")
                }
                try DemoCatalog.checkMinorUnit(Money(amount: balance, currencyCode: currency), text: entry.balance, path: "\(path).balance")
                guard !giftCards.contains(where: { $0.code == code }) else {
                    throw CatalogError(path: "\(path).code", reason: "the code is used by another gift card")
                }
                giftCards.append(GiftCard(id: "gid://shopify/AppliedGiftCard/\(index + 1)", code: code, balance: balance))
            }
        }

        private static func rule(_ entry: CatalogFile.DiscountCode, path: String) throws(CatalogError) -> DiscountRule {
            let code = entry.code.trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty, code.count <= 255 else { throw CatalogError(path: "\(path).code", reason: "must be 1 to 255 characters") }
            func amount(_ text: String?, _ field: String) throws(CatalogError) -> Decimal? {
                guard let text else { return nil }
                guard let value = Money.parseDecimal(text), value > 0 else {
                    throw CatalogError(path: "\(path).\(field)", reason: "\"\(text)\" is not a positive amount like \"5.00\"")
                }
                return value
            }
            let value: DiscountRule.Value
            switch (try amount(entry.percentage, "percentage"), try amount(entry.amount, "amount")) {
            case (let percent?, nil):
                guard percent <= 100 else { throw CatalogError(path: "\(path).percentage", reason: "must be at most 100") }
                value = .percentage(percent)
            case (nil, let fixed?): value = .amount(fixed)
            default: throw CatalogError(path: path, reason: "give exactly one of \"percentage\" and \"amount\"")
            }
            return DiscountRule(code: code, value: value, minimumSubtotal: try amount(entry.minimumSubtotal, "minimumSubtotal"))
        }
    }
}
