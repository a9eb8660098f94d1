/// Whether an operation reads (`query`) or changes (`mutation`) the store.
public enum OperationKind: String, Sendable {
    case query
    case mutation
}
