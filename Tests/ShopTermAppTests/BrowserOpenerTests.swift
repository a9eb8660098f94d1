import Foundation
import ShopTermApp
import Testing

/// Opening the checkout in a browser says when there is no browser, instead of doing nothing.
@Suite struct BrowserOpenerTests {
    let url = URL(string: "https://shoes.example/checkouts/cn/abc")!

    @Test func noBrowserIsAFailure() {
        #expect(throws: BrowserOpener.Failure(program: "xdg-open")) {
            try BrowserOpener.open(url, environment: ["PATH": "/nonexistent"])
        }
        #expect(throws: BrowserOpener.Failure(program: "/no/such/browser")) {
            try BrowserOpener.open(url, environment: ["BROWSER": "/no/such/browser", "PATH": "/usr/bin:/bin"])
        }
        #expect(BrowserOpener.Failure(program: "xdg-open").description == "no browser could be started (xdg-open); open the URL yourself")
    }

    @Test func programsAreFoundOnThePath() {
        #expect(BrowserOpener.executable("sh", path: "/nonexistent:/bin:/usr/bin") != nil)
        #expect(BrowserOpener.executable("no-such-program-here", path: "/bin:/usr/bin") == nil)
        #expect(BrowserOpener.executable("/bin/sh", path: "") == URL(fileURLWithPath: "/bin/sh"))
    }
}
