import Foundation

extension Array: TapeFastDecodable where Element: TapeFastDecodable {
    static func fastDecode(_ tape: JSONTape, _ index: Int) -> [Element]? {
        TapeReading.array(tape, index, Element.fastDecode)
    }
}
