import Foundation

/// What sign-up asks for.
public struct SignUpForm: Sendable, Equatable {
    /// The e-mail address to sign up with.
    public var email: String
    /// The password to set (a secret: sent once, never kept).
    public var password: String
    /// The first name, when given.
    public var firstName: String?
    /// The last name, when given.
    public var lastName: String?
    /// A phone number, when given.
    public var phone: String?
    /// True to accept marketing e-mails.
    public var acceptsMarketing: Bool

    /// A sign-up with the given fields.
    public init(
        email: String, password: String, firstName: String? = nil, lastName: String? = nil, phone: String? = nil,
        acceptsMarketing: Bool = false
    ) {
        self.email = email
        self.password = password
        self.firstName = firstName
        self.lastName = lastName
        self.phone = phone
        self.acceptsMarketing = acceptsMarketing
    }
}
