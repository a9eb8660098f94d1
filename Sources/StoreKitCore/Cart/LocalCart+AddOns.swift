extension LocalCart {
    /// Adds `line` under line `number` (1-based) as its add-on: Shopify's nested cart lines
    /// (Storefront API 2025-10 on; "nested cart lines are always ordered after their parent
    /// line, and are removed from cart if parent is removed", shopify.dev, "Nested cart lines").
    /// It is listed after that line's other add-ons and merges with the same add-on there.
    /// Returns the add-on's line number.
    @discardableResult
    public mutating func add(_ line: Line, under number: Int) throws(CartError) -> Int {
        let parent = lines[try index(of: number)]
        guard !parent.isAddOn else { throw .addOnUnderAddOn(line: number, title: parent.title) }
        guard parent.variantID != line.variantID else { throw .addOnUnderItself(title: line.title) }
        guard !parent.isBundle else { throw .addOnWithBundle(title: parent.title, underLine: number) }
        guard !line.isBundle else { throw .addOnWithBundle(title: line.title, underLine: nil) }
        var addOn = line
        addOn.parentVariantID = parent.variantID
        let count = lines.count
        let added = try add(addOn)
        guard lines.count > count else { return added }
        // A new line: it goes after its parent and the parent's other add-ons.
        let moved = lines.removeLast()
        var position = (lines.firstIndex { $0.key == parent.key } ?? lines.count - 1) + 1
        while position < lines.count, lines[position].parentVariantID == parent.variantID { position += 1 }
        lines.insert(moved, at: position)
        return position + 1
    }

    /// Removes line `number` (1-based) and, unless another top-level line of its variant stays
    /// for them to hang from, its add-ons; returns the line and the add-ons, which followed it.
    public mutating func removeWithAddOns(line number: Int) throws(CartError) -> (line: Line, addOns: [Line]) {
        let index = try index(of: number)
        let line = lines[index]
        let keepsParent = lines.contains { !$0.isAddOn && $0.variantID == line.variantID && $0.key != line.key }
        let orphans = line.isAddOn || keepsParent ? [] : lines.indices.filter { lines[$0].parentVariantID == line.variantID }
        let addOns = orphans.map { lines[$0] }
        for gone in ([index] + orphans).sorted(by: >) { lines.remove(at: gone) }
        return (line, addOns)
    }

    /// The line number (1-based) of the line add-on `line` hangs from; nil for a top-level
    /// line (or an add-on whose line is gone).
    public func parentNumber(of line: Line) -> Int? {
        guard let parent = line.parentVariantID else { return nil }
        return lines.firstIndex { !$0.isAddOn && $0.variantID == parent }.map { $0 + 1 }
    }
}
