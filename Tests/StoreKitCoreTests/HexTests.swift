import Foundation
import StoreKitCore
import Testing

@Suite struct HexTests {
    @Test func everyByteIsTwoLowercaseDigits() {
        #expect(Hex.lowercase([]) == "")
        #expect(Hex.lowercase([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        let all = (0...255).map { UInt8($0) }
        #expect(Hex.lowercase(all) == all.map { String(format: "%02x", $0) }.joined())
    }

    @Test func aCacheKeyIsItsDigestAsSHA256sumWritesIt() {
        // printf abc | sha256sum
        #expect(
            CacheKey(text: "abc").digest
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
