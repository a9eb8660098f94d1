import Foundation
import Testing

@testable import StoreKitCore

/// The store's filters as read from an answer, and the filters sent back.
@Suite struct FilterModelTests {
    static let answer = Data(
        """
        [{"id": "filter.v.availability", "label": "Availability", "type": "BOOLEAN", "values": [
            {"id": "a1", "label": "In stock", "count": 3, "input": "{\\"available\\":true}"},
            {"id": "a0", "label": "Out of stock", "count": -2, "input": {"available": false}},
            {"id": "bad", "label": "Broken", "count": 1, "input": "{not json"},
            {"id": "list", "label": "Not an object", "count": 1, "input": "[1,2]"}]},
         {"id": "filter.v.price", "label": "Price", "type": "PRICE_RANGE", "values": [
            {"id": "p", "label": "Price", "count": 0, "input": "{\\"price\\":{\\"min\\":0,\\"max\\":155.5}}"}]}]
        """.utf8)

    @Test(arguments: [false, true])
    func inputIsJSONTextOrAnObjectAndABrokenValueIsLeftOut(tape: Bool) throws {
        let filters =
            tape
            ? try TapeDecoder.decode([OfferedFilter].self, from: Self.answer)
            : try JSONDecoder().decode([OfferedFilter].self, from: Self.answer)
        #expect(filters.map(\.label) == ["Availability", "Price"])
        #expect(filters[0].values.map(\.filter) == [.available(true), .available(false)])
        #expect(filters[0].values.map(\.count) == [3, 0])
        #expect(filters[1].isPriceRange && filters[1].values.first?.filter.priceRange?.max == Decimal(string: "155.5"))
    }

    @Test func filtersAreSentAsTheStoresInputObjects() throws {
        let query = SearchProductsQuery(
            query: "boot", first: 5, sort: .priceDescending,
            filters: [.price(min: 20, max: nil), .option(name: "Color", value: "Sky Blue"), .vendor("Kestrel")])
        let json = String(decoding: try canonicalJSONEncoder().encode(query.variables), as: UTF8.self)
        #expect(
            json
                == #"{"filters":[{"price":{"min":20}},{"variantOption":{"name":"Color","value":"Sky Blue"}},{"productVendor":"Kestrel"}],"first":5,"query":"boot","reverse":true,"sortKey":"PRICE"}"#
        )
        #expect(ProductFilter.option(name: "Color", value: "Sky Blue").description == "Color Sky Blue")
        #expect(ProductFilter.price(min: 20, max: 100).description == "Price 20–100")
        #expect(CollectionProductsQuery(handle: "h", first: 1, sort: .newest).variables["sortKey"] == "CREATED")
        #expect(ProductSort.featured.next(in: ProductSort.forSearch) == .priceAscending)
        #expect(ProductSort.priceDescending.next(in: ProductSort.forSearch) == .featured)
    }
}
