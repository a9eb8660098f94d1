import Foundation

/// A change to the profile (`CustomerUpdateInput`): each field is left as it is
/// (`.undefined`), cleared (`.null`) or set (`.value`).
public struct ProfileChange: Sendable, Equatable {
    /// The first name: kept, cleared or set.
    public var firstName: GraphQLInput<String> = .undefined
    /// The last name: kept, cleared or set.
    public var lastName: GraphQLInput<String> = .undefined
    /// The e-mail address: kept or set.
    public var email: GraphQLInput<String> = .undefined
    /// The phone number: kept, cleared or set.
    public var phone: GraphQLInput<String> = .undefined
    /// A new password: kept or set.
    public var password: GraphQLInput<String> = .undefined
    /// Whether marketing e-mails are accepted: kept or set.
    public var acceptsMarketing: GraphQLInput<Bool> = .undefined

    /// A change of the given fields (the others are kept).
    public init(
        firstName: GraphQLInput<String> = .undefined, lastName: GraphQLInput<String> = .undefined,
        email: GraphQLInput<String> = .undefined, phone: GraphQLInput<String> = .undefined,
        password: GraphQLInput<String> = .undefined, acceptsMarketing: GraphQLInput<Bool> = .undefined
    ) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.password = password
        self.acceptsMarketing = acceptsMarketing
    }

    /// True when nothing would be sent.
    public var isEmpty: Bool { self == ProfileChange() }

    /// The `CustomerUpdateInput` object: undefined fields left out, null ones sent as `null`.
    public var input: JSONValue {
        var fields: [String: JSONValue] = [:]
        fields.set("firstName", firstName)
        fields.set("lastName", lastName)
        fields.set("email", email)
        fields.set("phone", phone)
        fields.set("password", password)
        fields.set("acceptsMarketing", acceptsMarketing)
        return .object(fields)
    }
}
