import GraphQL
import Synchronization

/// Request documents parsed and validated once: a store answers the same few documents over
/// and over, and parsing and validating one costs more than executing it. Kept by their text,
/// up to a bound (a client sending endless different documents only fills it).
final class PreparedDocuments: Sendable {
    /// A document ready to execute, or why it cannot be.
    enum Prepared: @unchecked Sendable {
        case ready(Document)
        case refused([GraphQLError])
    }

    private let schema: GraphQLSchema
    private let kept = Mutex<[String: Prepared]>([:])
    private let capacity: Int

    init(schema: GraphQLSchema, capacity: Int = 256) {
        self.schema = schema
        self.capacity = capacity
    }

    /// `query` parsed and validated against the schema.
    func prepare(_ query: String) -> Prepared {
        if let known = kept.withLock({ $0[query] }) { return known }
        let prepared: Prepared
        do {
            let document = try parse(source: Source(body: query, name: "GraphQL request"))
            let errors = validate(schema: schema, ast: document)
            prepared = errors.isEmpty ? .ready(document) : .refused(errors)
        } catch let error as GraphQLError {
            prepared = .refused([error])
        } catch {
            prepared = .refused([GraphQLError(message: "\(error)")])
        }
        kept.withLock { kept in
            if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
            kept[query] = prepared
        }
        return prepared
    }
}
