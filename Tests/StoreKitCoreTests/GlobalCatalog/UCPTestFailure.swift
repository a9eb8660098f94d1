/// A test's own failure, with its reason.
struct UCPTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
