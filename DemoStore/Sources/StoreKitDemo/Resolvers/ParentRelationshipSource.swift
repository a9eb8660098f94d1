/// A nested cart line's `parentRelationship`: the line it is nested under (a class, so that a
/// line can hold the line above it).
final class ParentRelationshipSource: Sendable {
    let parent: CartLineSource

    init(parent: CartLineSource) { self.parent = parent }
}
