import Foundation
import GraphQL
import StoreKitCore

/// Resolvers for money off and the note: the mutations and the cart's `discountCodes`,
/// `discountAllocations`, `appliedGiftCards` and `note`, all read from one ``Bill``.
enum CartReductionResolvers {
    static let table: [String: GraphQLFieldResolve] = [
        "Mutation.cartDiscountCodesUpdate": resolver(Root.self) { _, args, context in
            CartResolvers.payload(context, context.commerce.updateDiscountCodes(args["cartId"].string ?? "", strings(args["discountCodes"])))
        },
        "Mutation.cartGiftCardCodesAdd": resolver(Root.self) { _, args, context in
            CartResolvers.payload(
                context, context.commerce.applyGiftCards(args["cartId"].string ?? "", strings(args["giftCardCodes"]), replacing: false))
        },
        "Mutation.cartGiftCardCodesUpdate": resolver(Root.self) { _, args, context in
            CartResolvers.payload(
                context, context.commerce.applyGiftCards(args["cartId"].string ?? "", strings(args["giftCardCodes"]), replacing: true))
        },
        "Mutation.cartGiftCardCodesRemove": resolver(Root.self) { _, args, context in
            CartResolvers.payload(context, context.commerce.removeGiftCards(args["cartId"].string ?? "", strings(args["appliedGiftCardIds"])))
        },
        "Mutation.cartNoteUpdate": resolver(Root.self) { _, args, context in
            CartResolvers.payload(context, context.commerce.updateNote(args["cartId"].string ?? "", args["note"].string ?? ""))
        },
        "Cart.note": resolver(CartSource.self) { source, _, _ in source.cart.note },
        "Cart.discountCodes": resolver(CartSource.self) { source, _, _ in
            source.bill.codes.map { DiscountCodeSource(code: $0.code, applicable: $0.applicable) }
        },
        "Cart.discountAllocations": resolver(CartSource.self) { source, _, context in
            source.bill.codes.filter(\.applicable).compactMap { source.bill.allocation($0, amount: $0.amount) }
        },
        "CartCodeDiscountAllocation.targetType": resolver(CodeAllocationSource.self) { source, _, _ in
            CartDiscountResolvers.targetType(source.rule)
        },
        "CartCodeDiscountAllocation.discountApplication": resolver(CodeAllocationSource.self) { source, _, context in
            DiscountApplicationSource(
                value: CartDiscountResolvers.value(of: source.rule, currency: source.discountedAmount.currencyCode),
                targetType: CartDiscountResolvers.targetType(source.rule))
        },
        "CartDiscountApplication.allocationMethod": resolver(DiscountApplicationSource.self) { _, _, _ in "ACROSS" },
        "CartDiscountApplication.targetSelection": resolver(DiscountApplicationSource.self) { _, _, _ in "ALL" },
        "CartDiscountApplication.targetType": resolver(DiscountApplicationSource.self) { source, _, _ in source.targetType },
        "CartDiscountApplication.value": resolver(DiscountApplicationSource.self) { source, _, _ in source.value },
        "Cart.appliedGiftCards": resolver(CartSource.self) { source, _, context in
            return source.bill.giftCards.map { use in
                AppliedGiftCardSource(
                    id: use.card.id, lastCharacters: String(use.card.code.suffix(4)), amountUsed: source.bill.money(use.used),
                    balance: source.bill.money(use.balance))
            }
        },
        "AppliedGiftCard.amountUsedV2": resolver(AppliedGiftCardSource.self) { source, _, _ in source.amountUsed },
        "AppliedGiftCard.balanceV2": resolver(AppliedGiftCardSource.self) { source, _, _ in source.balance },
        // One currency in the demo store: what is used is also what is presented.
        "AppliedGiftCard.presentmentAmountUsed": resolver(AppliedGiftCardSource.self) { source, _, _ in source.amountUsed },
    ]

    static func strings(_ map: Map) -> [String] { (map.array ?? []).compactMap(\.string) }
}
