import Foundation
import StoreKitCore

/// The checkout wizard.
public struct CheckoutScreen: Equatable, Sendable {
    public enum Step: Int, Comparable, Sendable, CaseIterable {
        case contact, shipping, rates, review, handoff, paid

        public static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var step: Step = .contact
    public var fields: [FormField]
    /// The focused field (index into `fields`).
    public var focused = 0
    /// Messages by field key; "" for the form as a whole.
    public var errors: [String: String] = [:]
    public var checkout: CheckoutState?
    public var rateSelection = 0
    /// What the request under way is doing.
    public enum Activity: Equatable, Sendable {
        case creating, calculatingShipping, choosingShipping, waitingForPayment

        public var description: String {
            switch self {
            case .creating: return "Creating the checkout…"
            case .calculatingShipping: return "Calculating shipping…"
            case .choosingShipping: return "Choosing shipping…"
            case .waitingForPayment: return "Waiting for payment…"
            }
        }
    }

    /// What the request under way for the current step does.
    public var activity: Activity?
    public var url: URL?
    public var order: CompletedOrder?

    public init(fields: [FormField]) {
        self.fields = fields
    }

    /// The fields of the current step.
    public var stepFields: Range<Int> {
        switch step {
        case .contact: return 0..<1
        case .shipping: return 1..<fields.count
        default: return 0..<0
        }
    }

    public func value(_ key: String) -> String { fields.first { $0.key == key }?.value ?? "" }
}
