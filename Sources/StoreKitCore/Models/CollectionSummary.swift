import Foundation

/// A collection as listed: enough to show it and open it.
public struct CollectionSummary: Sendable, Hashable, Codable {
    /// The store's global ID of a collection.
    public typealias ID = StorefrontID<CollectionSummary>
    /// The collection's global ID.
    public var id: ID
    /// The collection's handle: its name in URLs and in commands (`running`).
    public var handle: String
    /// The collection's title.
    public var title: String
    /// What the store says of it, as plain text ("" when nothing).
    public var description: String

    /// A collection as a list shows it.
    public init(id: ID, handle: String, title: String, description: String) {
        self.id = id
        self.handle = handle
        self.title = title
        self.description = description
    }
}

extension CollectionSummary: TapeFastDecodable {
    /// What a list of collections asks of each.
    public static let fragment = GraphQLFragment(
        "CollectionSummaryFields",
        """
        fragment CollectionSummaryFields on Collection { id handle title description }
        """)

    static func fastDecode(_ tape: JSONTape, _ index: Int) -> CollectionSummary? {
        var id: String?
        var handle: String?
        var title: String?
        var description: String?
        let ok = TapeReading.members(tape, index) { name, value in
            switch TapeReading.Name(name) {
            case "id": id = TapeReading.string(tape, value)
            case "handle": handle = TapeReading.string(tape, value)
            case "title": title = TapeReading.string(tape, value)
            case "description": description = TapeReading.string(tape, value)
            default: break
            }
            return true
        }
        guard ok, let id, let handle, let title, let description else { return nil }
        return CollectionSummary(id: CollectionSummary.ID(id), handle: handle, title: title, description: description)
    }
}
