import StoreKitCore

/// The profile fields `shopterm account update` names: those given are set, those in `clear`
/// removed, the rest left as they are.
public struct ProfileEdit: Sendable {
    public var firstName: String?
    public var lastName: String?
    public var email: String?
    public var phone: String?
    /// "yes" or "no".
    public var acceptsMarketing: String?
    /// The fields to remove: firstName, lastName or phone.
    public var clear: [String]

    public init(firstName: String?, lastName: String?, email: String?, phone: String?, acceptsMarketing: String?, clear: [String]) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.acceptsMarketing = acceptsMarketing
        self.clear = clear
    }

    /// The profile field `--clear` names, if it may be removed.
    static func clearable(_ field: String) -> WritableKeyPath<ProfileChange, GraphQLInput<String>>? {
        switch field {
        case "firstName": return \.firstName
        case "lastName": return \.lastName
        case "phone": return \.phone
        default: return nil
        }
    }

    /// What is wrong with the fields named (a usage error), nil when nothing is. `password`:
    /// a new password is asked for too.
    public func problem(password: Bool) -> String? {
        for field in clear where Self.clearable(field) == nil {
            return "--clear \(field): only firstName, lastName or phone can be removed"
        }
        if clear.contains("firstName") && firstName != nil || clear.contains("lastName") && lastName != nil || clear.contains("phone") && phone != nil
        {
            return "a field cannot be both set and cleared"
        }
        if let acceptsMarketing, !["yes", "no"].contains(acceptsMarketing) { return "--accepts-marketing must be yes or no" }
        if change(password: nil).isEmpty && !password { return "nothing to change; name a field (see --help)" }
        return nil
    }

    /// The change asked for: named fields set, cleared ones null, the rest undefined.
    public func change(password newPassword: String?) -> ProfileChange {
        var change = ProfileChange()
        if let firstName { change.firstName = .value(firstName) }
        if let lastName { change.lastName = .value(lastName) }
        if let email { change.email = .value(email) }
        if let phone { change.phone = .value(phone) }
        if let acceptsMarketing { change.acceptsMarketing = .value(acceptsMarketing == "yes") }
        if let newPassword { change.password = .value(newPassword) }
        for field in clear { if let path = Self.clearable(field) { change[keyPath: path] = .null } }
        return change
    }
}
