import Foundation

/// What a buyer adds to a cart besides its lines: discount codes, gift card codes and a note.
/// Kept with the local cart (its file is private: gift card codes are secrets) and sent with
/// every store cart made from it, so that a new store cart has them too.
public struct CartExtras: Sendable, Equatable, Codable {
    /// Discount codes as the buyer typed them (a store compares them case-insensitively).
    public var discountCodes: [String]
    /// Gift card codes: secrets, shown only as ``GiftCardCode/shown(_:)``.
    public var giftCardCodes: [String]
    /// The buyer's note to the store.
    public var note: String?

    /// Extras of the given codes and note.
    public init(discountCodes: [String] = [], giftCardCodes: [String] = [], note: String? = nil) {
        self.discountCodes = discountCodes
        self.giftCardCodes = giftCardCodes
        self.note = note
    }

    /// True when there is nothing to send.
    public var isEmpty: Bool { discountCodes.isEmpty && giftCardCodes.isEmpty && (note ?? "").isEmpty }

    /// The longest code or note accepted: Shopify's codes are short, notes a paragraph; a
    /// longer one is a paste gone wrong.
    public static let maxCodeLength = 255
    /// The longest note accepted.
    public static let maxNoteLength = 5000
    /// At most this many codes of each kind (the API takes at most 250).
    public static let maxCodes = 25

    private enum CodingKeys: String, CodingKey { case discountCodes, giftCardCodes, note }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        discountCodes = try container.decodeIfPresent([String].self, forKey: .discountCodes) ?? []
        giftCardCodes = try container.decodeIfPresent([String].self, forKey: .giftCardCodes) ?? []
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }
}

extension CartExtras {
    /// Why `code` cannot be a discount or gift card code, or nil when it can.
    public static func problem(withCode code: String) -> String? {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "the code is empty" }
        if trimmed.count > maxCodeLength { return "the code is longer than \(maxCodeLength) characters" }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "the code contains control characters" }
        return nil
    }

    /// Why `note` cannot be the cart's note, or nil when it can.
    public static func problem(withNote note: String) -> String? {
        note.count > maxNoteLength ? "the note is longer than \(maxNoteLength) characters" : nil
    }
}

extension CartExtras {
    /// Applies `change`, or says in one line why it cannot be made. Codes are trimmed; a code
    /// already there (in any case) is refused, as is removing one that is not.
    public mutating func apply(_ change: CartExtrasChange) throws(CartExtrasError) {
        switch change {
        case .addDiscount(let code):
            let code = try Self.checked(code)
            guard !discountCodes.contains(where: { $0.lowercased() == code.lowercased() }) else {
                throw .already("the discount code \(code) is already on the cart")
            }
            guard discountCodes.count < Self.maxCodes else { throw .tooMany("the cart holds at most \(Self.maxCodes) discount codes") }
            discountCodes.append(code)
        case .removeDiscount(let code):
            let code = code.trimmingCharacters(in: .whitespaces)
            guard let index = discountCodes.firstIndex(where: { $0.lowercased() == code.lowercased() }) else {
                throw .missing(
                    discountCodes.isEmpty
                        ? "the cart has no discount code"
                        : "the cart has no discount code \(code) (it has \(discountCodes.joined(separator: ", ")))")
            }
            discountCodes.remove(at: index)
        case .addGiftCard(let code):
            let code = try Self.checked(code)
            guard !giftCardCodes.contains(where: { GiftCardCode.normalized($0) == GiftCardCode.normalized(code) }) else {
                throw .already("the gift card \(GiftCardCode.shown(code)) is already on the cart")
            }
            guard giftCardCodes.count < Self.maxCodes else { throw .tooMany("the cart holds at most \(Self.maxCodes) gift cards") }
            giftCardCodes.append(code)
        case .removeGiftCard(let code):
            let tail = GiftCardCode.normalized(code)
            let matches = giftCardCodes.indices.filter { !tail.isEmpty && GiftCardCode.normalized(giftCardCodes[$0]).hasSuffix(tail) }
            guard matches.count == 1, let index = matches.first else {
                let held = GiftCardCode.shownNames(giftCardCodes).joined(separator: ", ")
                if giftCardCodes.isEmpty { throw .missing("the cart has no gift card") }
                throw matches.isEmpty
                    ? .missing("the cart has no gift card ending in \(GiftCardCode.shown(code)) (it has \(held))")
                    : .missing("several gift cards end that way (\(held)): give more of the code")
            }
            giftCardCodes.remove(at: index)
        case .setNote(let text):
            if let problem = Self.problem(withNote: text) { throw .invalid(problem) }
            note = text.isEmpty ? nil : text
        }
    }

    private static func checked(_ code: String) throws(CartExtrasError) -> String {
        if let problem = problem(withCode: code) { throw .invalid(problem) }
        return code.trimmingCharacters(in: .whitespaces)
    }
}
