import ShopTermUI
import Testing

/// The page-by-page item storage of lists: indexing across pages, equality by content.
@Suite struct PagedItemsTests {
    @Test func indexesAcrossPagesAndComparesByContent() {
        var items = PagedItems<Int>()
        #expect(items.isEmpty)
        items.append(contentsOf: [0, 1, 2])
        items.append(contentsOf: [])
        items.append(contentsOf: [3])
        items.append(contentsOf: [4, 5])
        #expect(items.count == 6)
        #expect(Array(items) == [0, 1, 2, 3, 4, 5])
        #expect(items.indices.map { items[$0] } == [0, 1, 2, 3, 4, 5])
        #expect(Array(items[2..<5]) == [2, 3, 4])
        #expect(items == PagedItems([0, 1, 2, 3, 4, 5]))
        #expect(items != PagedItems([0, 1, 2, 3, 4]))
        #expect(items != PagedItems([0, 1, 2, 3, 4, 6]))
    }

    @Test func aCopyIsUnaffectedByAppends() {
        var items = PagedItems([1, 2])
        let copy = items
        items.append(contentsOf: [3])
        #expect(Array(copy) == [1, 2])
        #expect(Array(items) == [1, 2, 3])
    }
}
