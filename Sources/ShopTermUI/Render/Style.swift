/// What a cell means; the driver turns it into colours and attributes (or attributes only,
/// with NO_COLOR).
public enum Style: UInt8, Sendable, Equatable, CaseIterable {
    case normal
    case dim
    case bold
    case title
    /// The row under the cursor.
    case selected
    case price
    /// A sale price or badge.
    case sale
    case soldOut
    case error
    case success
    /// Key hints in the footer.
    case hint
    /// The cart badge and breadcrumb's current step.
    case badge
    /// A URL.
    case link
    /// A blank cell under a picture: blank, but not the terminal's blank, so that a driver never
    /// clears the picture's cells as the end of a line.
    case picture
}
