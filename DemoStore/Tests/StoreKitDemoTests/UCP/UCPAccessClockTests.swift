import Foundation
import StoreKitCore
import Synchronization
import Testing

@testable import StoreKitDemo

/// The access tiers on a clock the test moves: a token expires after its hour, a rate window
/// frees up after its seconds.
@Suite struct UCPAccessClockTests {
    @Test func tokensExpireAndRatesRecover() throws {
        let clock = TestClock()
        let access = UCPAccess(clientID: "id", clientSecret: "secret", now: { clock.now })
        let grant = Data("grant_type=client_credentials&client_id=id&client_secret=secret".utf8)
        let issued = access.issueToken(DemoRequest(method: "POST", path: UCPAccess.tokenPath, headers: [:], body: grant))
        let token = try #require(UCPJSON(data: issued.body)?["access_token"]?.string)
        #expect(try access.admit(authorization: "Bearer \(token)").get() == .token)
        for _ in 0..<(UCPAccess.anonymousLimit) { _ = access.admit(authorization: nil) }
        #expect(access.admit(authorization: nil) == .failure(.rateLimited(retryAfter: UCPAccess.window)))
        clock.advance(Double(UCPAccess.window) + 1)
        #expect(try access.admit(authorization: nil).get() == .anonymous)
        clock.advance(Double(UCPAccess.tokenLifetime))
        #expect(access.admit(authorization: "Bearer \(token)") == .failure(.unauthorized("The access token is invalid or has expired")))
        #expect(access.admit(authorization: "Basic abc") == .failure(.unauthorized("Authorization must be a Bearer token")))
    }

    @Test func builtInCatalogsPassTheStrictFileChecks() throws {
        for file in [TokyoShoeCatalog.file(), KuwaitShoeCatalog.file()] {
            let encoder = JSONEncoder()
            let decoded = try CatalogFile.decode(try encoder.encode(file))
            _ = try DemoCatalog(file: decoded)
        }
    }
}

/// A clock a test moves forward.
private final class TestClock: Sendable {
    private let moment = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { moment.withLock { $0 } }
    func advance(_ seconds: Double) { moment.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
