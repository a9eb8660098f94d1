import Foundation
import StoreKitCore

/// The bill's discounts as the resolvers answer them.
extension Bill {
    /// The applicable codes as the cart states them (`discountApplications`).
    var applications: [CodeApplicationSource] {
        codes.filter(\.applicable).compactMap { code in
            code.rule.map { CodeApplicationSource(code: code.code, rule: $0, totalAllocatedAmount: money(code.amount)) }
        }
    }

    /// `code`'s allocation of `amount`, naming the discount it comes from.
    func allocation(_ code: Code, amount: Decimal) -> CodeAllocationSource? {
        guard let rule = code.rule else { return nil }
        return CodeAllocationSource(
            code: code.code, rule: rule, discountedAmount: money(amount),
            application: CodeApplicationSource(
                code: code.code, rule: rule, totalAllocatedAmount: money(codes.first { $0.code == code.code }?.amount ?? amount)))
    }
}
